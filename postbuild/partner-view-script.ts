/**
 * The first script of the team page's prerendered files, so a partner's view
 * (`/about/team/?member=<slug>`) ends on that partner whatever file the host
 * served for it. Our server, nginx and Netlify answer the query with the
 * partner's own file, and the script does nothing. A host that cannot route by
 * query (Cloudflare Pages, GitHub Pages, a bucket) answers with the team page,
 * which shows the managing partner: before anything is drawn the script moves
 * to the partner's file (`/about/team/member/<slug>/`), and that file puts the
 * address back to `?member=<slug>` before the router reads it. The page is
 * therefore always hydrated over the markup it was rendered for (no mismatch,
 * nothing shifts), and without JavaScript such a host shows the managing partner.
 *
 * It is written into the files by the build (postbuild/main.ts), not by the
 * route's head(): the router would run a head() script again on client-side
 * navigations, where the current page's Content-Security-Policy does not list it.
 */
import { PARTNER_VIEWS_DIR, TEAM_PATH } from '../src/lib/paths.ts'

/**
 * @param view the partner whose view the file holds, or null for the team page itself
 * @param slugs every partner that has a view of its own
 */
export function partnerViewScript(view: string | null, slugs: readonly string[]): string {
  const code = [
    `const view=${JSON.stringify(view)},views=${JSON.stringify(slugs)};`,
    `const query=new URLSearchParams(location.search),member=query.get("member");`,
    // Reached at its own folder: show the address the page stands for, which the router reads.
    `if(view&&location.pathname.startsWith(${JSON.stringify(`${PARTNER_VIEWS_DIR}/`)})){query.set("member",view);`,
    `history.replaceState(history.state,"",${JSON.stringify(TEAM_PATH)}+"?"+query+location.hash)}`,
    // The host served a file for another view: fetch the partner's own.
    `else if(member!==view&&views.includes(member))`,
    `location.replace(${JSON.stringify(`${PARTNER_VIEWS_DIR}/`)}+member+"/"+location.search+location.hash)`,
  ].join('')
  return `<script>{${code}}</script>`
}

/** Writes the script into a page's `<head>`, right after its character set (which must come first). */
export function withPartnerViewScript(html: string, script: string): string {
  const charset = /<head><meta charSet="utf-8"\/>/.exec(html)
  if (!charset) throw new Error('no <head> starting with its character set to put the partner-view script in')
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}${script}${html.slice(at)}`
}
