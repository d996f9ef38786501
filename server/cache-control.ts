/**
 * The Cache-Control policies, in one place for every way the build is served: our server
 * (static-files.ts), the static hosts' `_headers` and nginx (postbuild/deploy-files.ts writes
 * them into the files each reads).
 */

/** Content-hashed files (/assets/*): a new version has a new name. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
/** Pages, and files that keep their name across versions (the content editor's): asked again each time. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate'
/** Anything else public (pictures, icons, robots.txt): a day. */
export const CACHE_DAY = 'public, max-age=86400'
/** Error answers (the 404 and 414 pages, at any address): never kept. */
export const CACHE_NONE = 'no-store'
