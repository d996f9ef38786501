/**
 * Small helpers over the content modules that every page load can use: a page's title and
 * description by its address, and the partners by slug.
 */
import pages from 'content:pages'
import type { PageSummary, SitePath } from './collections.ts'
import type { Partner } from './schemas.ts'

/** A page's tab title and search-engine description, by its address (`content:pages`). */
export function pageMeta(path: SitePath): Pick<PageSummary, 'title' | 'description'> {
  const page = pages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`${path} is not a page in src/content/collections.ts`)
  return { ...(page.title ? { title: page.title } : {}), description: page.description }
}

type PartnerKey = Pick<Partner, 'slug' | 'title'>

/** The managing partner of a list of partners (the schema guarantees exactly one). */
export function managingPartner<T extends PartnerKey>(partners: readonly T[]): T {
  return partners.find((partner) => partner.title === 'Managing Partner') ?? (partners[0] as T)
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
