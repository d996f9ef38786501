/**
 * A partner's title, as a code (content/partners.json), named for visitors in each language by
 * content/site.json. One of them manages the firm. Pure: the kinds and the pages share it.
 */
export const partnerTitles = ['managing-partner', 'partner'] as const
export type PartnerTitle = (typeof partnerTitles)[number]

/** The title of the partner who manages the firm. */
export const MANAGING_PARTNER: PartnerTitle = 'managing-partner'
