/**
 * The language this build's pages are in, and the others the site is published in
 * (`content:languages`, its own first). Each language is a build of its own under its prefix
 * (vite.config.ts): `/` for the site's own, `/es/` for Spanish, so the prefix is Vite's base, a
 * constant of the build, and a page carries only its own language's words.
 */
import languages from 'content:languages'
import { inLanguage, isIrsPageIn } from './paths.ts'

/** This build's prefix: `/` for the site's own language, `/es/` for the Spanish edition. */
export const base = import.meta.env.BASE_URL as `/${string}`

/** Whether this build is a translation (its pages say so and link to the English page). */
export const isTranslation = base !== '/'

/** An address of this build's pages: `/about/` is `/es/about/` in the Spanish edition. */
export const inThisLanguage = (path: string) => inLanguage(base, path)

/** This build's language and the others, each with its prefix. */
export const thisLanguage = languages.find((language) => language.base === base) ?? languages[0]
export const otherLanguages = languages.filter((language) => language !== thisLanguage)
export { inLanguage, languages }

/**
 * The language of a page on another site, for a translation's links: the IRS's own pages in this
 * language are in it, and everything else the site links to is in English. Undefined in the site's own
 * language, whose links need no mark.
 */
export function linkLanguage(href: string): string | undefined {
  if (!isTranslation || !/^https?:/.test(href)) return undefined
  return isIrsPageIn(href, base) ? thisLanguage?.tag : 'en'
}

/**
 * The path the router knows a link by, when the link leads to one of this build's pages: `/about/`
 * for `/es/about/` in the Spanish edition. Undefined for what the browser follows itself: another
 * site, a new tab, a download, or another language (`hreflang`), which is another build.
 */
export function routerPath(link: HTMLAnchorElement): string | undefined {
  if (link.target || link.hasAttribute('download') || link.origin !== location.origin || link.hreflang) return undefined
  return link.pathname.startsWith(base) ? `/${link.pathname.slice(base.length)}` : undefined
}
