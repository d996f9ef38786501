import resourcesData from '~content/resources.json'
import type { Resource } from './schemas.ts'

export const resources = resourcesData as Resource[]
