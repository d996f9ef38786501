import data from '~content/firm.json'
import type { Firm } from './schemas.ts'

/** The firm's facts (content/firm.json), checked against `firmSchema` at build time. */
export const firm = data as Firm

export const fullAddress = [
  firm.address.street,
  firm.address.suite,
  `${firm.address.city}, ${firm.address.region} ${firm.address.postalCode}`,
]
  .filter(Boolean)
  .join(', ')
