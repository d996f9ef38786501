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
 * The code is src/loading/partner-view.ts, bundled once per build; each file's
 * data is in an attribute of the script's element, so every file has the same
 * code and the policies one hash for it.
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { jsonAttribute } from '../src/lib/html.ts'
import { PARTNER_VIEWS_DIR, TEAM_PATH } from '../src/lib/paths.ts'
import { inlineBundle } from '../src/loading/inline-bundle.ts'
import { PARTNER_VIEW_ATTRIBUTE, type PartnerViewData } from '../src/loading/partner-view.ts'

/**
 * @param view the partner whose view the file holds, or null for the team page itself
 * @param slugs every partner that has a view of its own
 * @param base the prefix of the file's language: `/`, or `/es/` for the Spanish edition's team page
 */
export async function partnerViewScript(view: string | null, slugs: readonly string[], base = '/'): Promise<string> {
  const code = await inlineBundle(new URL('../src/loading/partner-view.inline.ts', import.meta.url))
  const data: PartnerViewData = {
    view,
    views: [...slugs],
    team: `${base}${TEAM_PATH.slice(1)}`,
    folder: `${base}${PARTNER_VIEWS_DIR.slice(1)}/`,
  }
  return `<script ${jsonAttribute(PARTNER_VIEW_ATTRIBUTE, data)}>${code}</script>`
}

const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is DefaultTreeAdapterTypes.Element =>
  'tagName' in node

/**
 * Writes the script into a page's `<head>`, right after its character set (which must come first), wherever
 * the parser finds that element and however its attributes are written.
 */
export function withPartnerViewScript(html: string, script: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true })
  const head = document.childNodes
    .filter(isElement)
    .find((node) => node.tagName === 'html')
    ?.childNodes.filter(isElement)
    .find((node) => node.tagName === 'head')
  const charset = head?.childNodes
    .filter(isElement)
    .find((node) => node.tagName === 'meta' && node.attrs.some((attribute) => attribute.name === 'charset'))
  const at = charset?.sourceCodeLocation?.endOffset
  if (at === undefined) throw new Error('no <meta charset> in the <head> to put the partner-view script after')
  return `${html.slice(0, at)}${script}${html.slice(at)}`
}
