import code from 'virtual:dated-script'

/**
 * The dated script (src/loading/dated.ts), right after the list it corrects to the visitor's date
 * before the page is first drawn. Its code is the server build's alone (src/loading/dated-script.ts):
 * the browser runs it from the prerendered page only, since React never runs a script it renders, so
 * a page reached by a click relies on its components alone. Hydrating, React keeps the element's code
 * as the page has it.
 */
export function DatedScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code, allowed by its hash in the page's policy
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
}
