/**
 * Writing text into markup by hand, for the build's pages and pictures (the app's own markup is
 * React's). Pure and free of Node, so a script, a post-build step or the browser can import it.
 */

/** Text for an element's content or a double-quoted attribute, escaped as React escapes it. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

