/**
 * What the prerendered page alone carries, and the browser's bundle leaves out, in three helpers
 * that work together (the README's table of what leans on the framework lists them).
 *
 * 1. A value or markup only the server makes is written where it is used as
 *    `const x = createIsomorphicFn().server(() => …)` and read as `x()`. TanStack Start's compiler
 *    makes it `() => {}` in the browser's build, so neither the function nor what only it reads
 *    (a content file, a component, the structured data's builders) reaches the bundle, and its type
 *    says so: `T | undefined`. It has to be written out at each place (the compiler finds the call
 *    by its name; a helper wrapping it would keep its argument in the bundle).
 * 2. An element whose contents are such markup spreads `serverMarkup`: the notices, the footer,
 *    the language links and a translation's note. The layout around them never renders again after
 *    hydration, so React keeps the element's contents as the page has them (an empty
 *    `dangerouslySetInnerHTML` in the browser, which hydration does not compare).
 * 3. A list a route's loader brings only for a page reached by a click (the home page's deadlines
 *    and services, the calendar's list) is a `KeptMarkup` (KeptMarkup.tsx): the markup the page
 *    was built with, until the loader's `Items` come.
 */
export const serverMarkup = import.meta.env.SSR
  ? { suppressHydrationWarning: true }
  : { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } }
