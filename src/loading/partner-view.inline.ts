// The entry of the partner-view script's bundle (postbuild/partner-view-script.ts builds it once per
// build). The code is the same in every file; each file's data is in the script element's attribute.
import { followPartnerView, PARTNER_VIEW_ATTRIBUTE, type PartnerViewData } from './partner-view.ts'

followPartnerView(JSON.parse(document.currentScript?.getAttribute(PARTNER_VIEW_ATTRIBUTE) ?? '') as PartnerViewData)
