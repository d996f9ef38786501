import { OtherSiteLink, type OtherSiteLinkProps } from './OtherSiteLink.tsx'

/**
 * A link to another site that opens in a new tab, and says so to screen readers; marked with its
 * page's language, and naming it where it is not this page's (OtherSiteLink).
 */
export function NewTabLink(props: Omit<OtherSiteLinkProps, 'newTab'>) {
  return <OtherSiteLink {...props} newTab />
}
