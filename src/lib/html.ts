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

/**
 * An attribute holding a value as JSON, single-quoted so JSON's own quotes stay as they are:
 * `jsonAttribute('data-x', { a: 1 })` is `data-x='{"a":1}'`. `<` and `>` are escaped too, so a
 * tool that reads tags with a pattern rather than a parser still finds where the tag ends.
 */
export const jsonAttribute = (name: string, value: unknown) =>
  `${name}='${JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}'`
