import { DATED_SCRIPT } from '~/lib/deadlines.ts'

/**
 * Corrects the dated list just before it to the visitor's date before the page is first drawn
 * (src/lib/deadlines.ts). The browser runs it from the prerendered page only: React never runs a
 * script it renders, so a page reached by a click relies on its components alone.
 */
export function DatedScript() {
  // The code goes into the prerendered page only; the browser's bundle does not carry it, since it
  // would never run it (React leaves the element as the page has it when it hydrates).
  const code = import.meta.env.SSR ? DATED_SCRIPT : ''
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code, allowed by its hash in the page's policy
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
}
