import data from '~content/site.json'
import type { Site } from './schemas.ts'

/** Labels of the shared layout (content/site.json). */
export const site = data as Site
