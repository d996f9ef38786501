import partnersData from '~content/partners.json'
import type { Partner } from './schemas.ts'

/** The partners in full (bios included): imported by page components, which load lazily. */
export const partners = partnersData as Partner[]
