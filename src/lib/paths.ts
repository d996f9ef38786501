/**
 * Page addresses. Every page is a folder with an index.html (`about/index.html`)
 * and its address ends in a slash (`/about/`): that is the one layout every
 * static host serves the same way, without a redirect (Cloudflare Pages,
 * Netlify, GitHub Pages, object storage and nginx all serve `x/index.html` at
 * `/x/` and redirect `/x` there).
 *
 * Each partner's view of the team page (`/about/team/?member=<slug>`) is
 * prerendered to a file of its own, so a host can serve it without running the
 * app: our server, nginx and Netlify map the query to it, and on a host that
 * cannot (Cloudflare Pages, a plain static host) the team page's first script
 * moves to it (postbuild/partner-view-script.ts).
 */
export const pagePath = (route: string) => (route === '/' ? '/' : `${route.replace(/\/+$/, '')}/`)

const INDEX = 'index.html'

/**
 * The file a page is prerendered to, relative to the client folder and so without a leading slash
 * (`pageFile('/about/')` is `about/index.html`, `pageFile('/')` is `index.html`): it joins onto any
 * folder as it is. The address is made a page's first, so `/about` gives the same file.
 */
export const pageFile = (route: string) => `${pagePath(route).slice(1)}${INDEX}`

/**
 * The address a file of the client folder is served at, the inverse of pageFile for pages
 * (`about/index.html` → `/about/`) and the file's own path for anything else (`assets/x.js` →
 * `/assets/x.js`). Takes the file as pageFile writes it: relative, with `/` between folders.
 */
export const fileUrlPath = (file: string) => {
  const url = `/${file}`
  return url.endsWith(`/${INDEX}`) ? url.slice(0, -INDEX.length) : url
}

/**
 * The same address in a language, by the language's prefix: `inLanguage('/es/', '/about/')` is
 * `/es/about/`, and `inLanguage('/', '/about/')` is `/about/`. The one place a prefix and a path meet.
 */
export const inLanguage = (languageBase: string, path: string) => `${languageBase}${path.replace(/^\/+/, '')}`

/** Whether `href` is one of the IRS's own pages under a language's prefix (`/es/`), and so in that language. */
export const isIrsPageIn = (href: string, languageBase: string) => {
  const irs = `https://www.irs.gov${languageBase}`
  return href.startsWith(irs) || `${href}/` === irs
}

export const TEAM_PATH = pagePath('/about/team')
export const PARTNER_VIEWS_DIR = `${TEAM_PATH}member`

/** The address of a partner's view, e.g. `/about/team/?member=jane-doe`. */
export const partnerViewPath = (slug: string) => `${TEAM_PATH}?member=${slug}`
/** The folder its file is prerendered to, e.g. `/about/team/member/jane-doe/`. */
export const partnerViewFolder = (slug: string) => `${PARTNER_VIEWS_DIR}/${slug}/`

/**
 * The absolute URL of an address on the site: `absoluteUrl('https://example.com', '/about/')` is
 * `https://example.com/about/`, and `/` gives `https://example.com/`. The one place the site's URL
 * and a path are joined, so a slash is never doubled or lost between them.
 */
export const absoluteUrl = (siteUrl: string, path: string) =>
  `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`

/** The tax deadlines as an iCalendar feed (postbuild/feeds.ts), which calendars subscribe to; written by the build. */
export const DEADLINES_FEED_PATH = '/resources/deadlines/calendar.ics'
/**
 * The feed of one group's deadlines (`individuals`…), in a folder beside the whole calendar's, so a
 * static host types them all with one rule a language (its `_headers` allows 100 on Cloudflare).
 */
export const DEADLINES_GROUP_FEEDS_DIR = '/resources/deadlines/calendar/'
export const deadlinesFeedPath = (group?: string) =>
  group ? `${DEADLINES_GROUP_FEEDS_DIR}${group}.ics` : DEADLINES_FEED_PATH
/** Whether an address (without its language's prefix) is one of the deadlines' feeds. */
export const isDeadlinesFeed = (path: string) => /^\/resources\/deadlines\/calendar(\/[a-z-]+)?\.ics$/.test(path)
