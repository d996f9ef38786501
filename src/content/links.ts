/**
 * A link staff write where either kind fits (a notice's, a resource card's): a page of the site,
 * written as its address (`/contact/`), or a full https:// address of another site. The address
 * says which, so nothing else has to. Pure: the schemas and the pages share it.
 */

/** A page's address or an https:// address, as the schemas accept them. */
export const PAGE_OR_HTTPS = /^(?:\/(?:[a-z0-9-]+\/)*|https:\/\/\S+)$/

/** Whether a link leaves the site: a full https:// address does, a page's address does not. */
export const isExternalLink = (link: string) => link.startsWith('https://')
