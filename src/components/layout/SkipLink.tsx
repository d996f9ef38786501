import site from 'content:site/summary'
import { runs } from '../ui/runs.tsx'

/** The id of the page's own content (`<main>`), where the skip link leads. */
export const MAIN_ID = 'main'

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-cedar-900 focus:px-4 focus:py-3 focus:font-semibold focus:text-white"
    >
      {runs(site.skipLink)}
    </a>
  )
}
