/**
 * The partners as every page load may use them (the summaries, or the partners in full): the
 * managing partner, the partner a `?member=` value selects, a name with its credentials.
 */
import site from 'content:site/summary'
import type { Partner } from '~/content/kinds/partners.ts'
import { MANAGING_PARTNER } from '~/content/partner-titles.ts'

type PartnerKey = Pick<Partner, 'slug' | 'title'>

/** The managing partner of a list of partners: the first who is, else the first (the content check warns of either). */
export function managingPartner<T extends PartnerKey>(partners: readonly T[]): T {
  return partners.find((partner) => partner.title === MANAGING_PARTNER) ?? (partners[0] as T)
}

/**
 * The partner a `?member=` value selects from a list (the summaries, or the partners in full):
 * anything else (absent, unknown, hostile) selects the managing partner.
 */
export function selectPartner<T extends PartnerKey>(partners: readonly T[], member: unknown): T {
  return partners.find((partner) => partner.slug === member) ?? managingPartner(partners)
}

export const displayName = (person: Pick<Partner, 'name' | 'credentials'>) =>
  [person.name, ...person.credentials].join(', ')

/**
 * A partner's title as the site writes it: content/site.json names each title code, unless the
 * partner's file has a title of its own in this language (one that agrees with the person).
 */
export const titleOf = (partner: Pick<Partner, 'title' | 'ownTitle'>) =>
  partner.ownTitle ?? site.partnerTitles[partner.title]
