import partnersData from '~content/partners.json'
import type { Partner } from './schemas.ts'

/** The partners in full (bios included): imported by page components, which load lazily. */
export const partners = partnersData as Partner[]

// The schema guarantees exactly one Managing Partner.
export const managingPartner =
  partners.find((partner) => partner.title === 'Managing Partner') ?? (partners[0] as Partner)

/** The partner a `?member=` value selects; anything else (absent, unknown, hostile) selects the managing partner. */
export function selectPartner(member: unknown): Partner {
  return partners.find((partner) => partner.slug === member) ?? managingPartner
}
