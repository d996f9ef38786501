/**
 * Each partner's view of the team page (`/about/team?member=<slug>`) is
 * prerendered to its own file, so a static host can serve it without running
 * the app: our server, nginx and Netlify/Cloudflare rules map the query to it.
 */
export const PARTNER_VIEWS_DIR = '/about/team/member'

export const partnerViewPath = (slug: string) => `/about/team?member=${slug}`
export const partnerViewOutput = (slug: string) => `${PARTNER_VIEWS_DIR}/${slug}`
