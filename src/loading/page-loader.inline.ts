// The entry of the inline loader's bundle (rewrite.ts builds it once per build). LOADER_PLAN is
// left as a free name by the minifier; the build puts each page's plan, as JSON, in its place.
import { type LoaderPlan, startPageLoader } from './page-loader.ts'

declare const LOADER_PLAN: LoaderPlan

startPageLoader(LOADER_PLAN)
