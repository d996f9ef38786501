// The entry of the inline loader's bundle (rewrite.ts builds it once per build). The code is the
// same on every page; the page's plan is in an attribute of the loader's own script element, so a
// tool reads it without this code, and every page's policy allows the loader by one hash.
import { type LoaderPlan, PLAN_ATTRIBUTE, startPageLoader } from './page-loader.ts'

startPageLoader(JSON.parse(document.currentScript?.getAttribute(PLAN_ATTRIBUTE) ?? '') as LoaderPlan)
