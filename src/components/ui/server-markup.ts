/**
 * The props of an element whose contents are markup of the prerendered page only: the notices,
 * the footer, the language links and a translation's note. The layout around them never renders
 * again after hydration, so React keeps the element's contents as the page has them (an empty
 * `dangerouslySetInnerHTML` in the browser, which hydration does not compare) and the browser's
 * bundle carries neither the contents nor their code. Each caller renders its contents as
 * `import.meta.env.SSR ? <Contents /> : null`, so that the bundler drops them from the browser's build.
 */
export const serverMarkup = import.meta.env.SSR
  ? { suppressHydrationWarning: true }
  : { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } }
