import associatesData from '~content/associates.json'
import partnersData from '~content/partners.json'
import type { Associate, Partner } from './schemas.ts'

export const partners = partnersData as Partner[]
export const associates = associatesData as Associate[]

// The schema guarantees exactly one Managing Partner.
export const managingPartner =
  partners.find((partner) => partner.title === 'Managing Partner') ?? (partners[0] as Partner)

/** The partner a `?member=` value selects; anything else (absent, unknown, hostile) selects the managing partner. */
export function selectPartner(member: string | undefined): Partner {
  return partners.find((partner) => partner.slug === member) ?? managingPartner
}

export const displayName = (person: Pick<Partner, 'name' | 'credentials'>) =>
  [person.name, ...person.credentials].join(', ')

export const partnerSlugs = partners.map((partner) => partner.slug)
