/**
 * The partner-view script in the browser: the first script of the team page's files, which
 * ends a partner's view on its partner whatever file the host served for it. Why it exists and
 * how the files are laid out is postbuild/partner-view-script.ts's header; that step bundles
 * this (partner-view.inline.ts is the entry) and writes it in with the file's data.
 */

/** What the script in one file knows, read from an attribute of its own element. */
export interface PartnerViewData {
  /** The partner whose view the file holds, or null for the team page itself. */
  view: string | null
  /** Every partner that has a view of its own. */
  views: string[]
  /** The team page's address, e.g. `/about/team/`. */
  team: string
  /** The folder of the partners' files, with its last slash: `/about/team/member/`. */
  folder: string
}

/** The attribute of the script's element that holds its data, as JSON. */
export const PARTNER_VIEW_ATTRIBUTE = 'data-partner-view'

export function followPartnerView({ view, views, team, folder }: PartnerViewData): void {
  const query = new URLSearchParams(location.search)
  const member = query.get('member')
  if (view && location.pathname.startsWith(folder)) {
    // Reached at its own folder: show the address the page stands for, which the router reads.
    query.set('member', view)
    history.replaceState(history.state, '', `${team}?${query}${location.hash}`)
  } else if (member !== null && member !== view && views.includes(member)) {
    // The host served a file for another view: fetch the partner's own.
    location.replace(`${folder}${member}/${location.search}${location.hash}`)
  }
}
