// How far a page reaches past its window's right edge, and what sticks out: a function both engine suites
// declare and call in the page (e2e/engines/firefox.ts and webkit.py, as `${source}; reflow()`). The measure
// is the page's: scrollWidth beyond clientWidth is what a reader scrolls sideways to see, whatever the scroll
// bar takes. Only when the page overflows does it look for the cause: each element or run of text past the
// edge whose parent is inside it, where the overflow starts, leaving out what a scrolling or clipping box holds.
// biome-ignore lint/correctness/noUnusedVariables: the engine suites call it after declaring it in the page
function reflow() {
  const root = document.documentElement
  const edge = root.clientWidth
  const overflow = root.scrollWidth - edge
  if (overflow <= 0) return { overflow, culprits: [] }

  const range = document.createRange()
  const rightOf = (node) => {
    if (node.nodeType !== Node.TEXT_NODE) return node.getBoundingClientRect().right + scrollX
    range.selectNodeContents(node)
    return range.getBoundingClientRect().right + scrollX
  }
  const past = (node) => rightOf(node) > edge + 0.5
  const held = (element) => {
    for (let box = element; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') return true
    }
    return false
  }
  // An element by its tag, id and first classes, its own words (else its or a descendant's label) and its landmark.
  const tagOf = (element, classes = 3) =>
    `<${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList]
      .slice(0, classes)
      .map((name) => `.${name}`)
      .join('')}>`
  const nameOf = (element) => {
    const own = [...element.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent)
      .join('')
    const labelled = element.matches('[aria-label], [title]') ? element : element.querySelector('[aria-label], [title]')
    const words = (own.trim() || labelled?.getAttribute('aria-label') || labelled?.getAttribute('title') || '')
      .replace(/\s+/g, ' ')
      .trim()
    const quoted = words ? ` "${words.length > 40 ? `${words.slice(0, 40)}…` : words}"` : ''
    const landmark = element.parentElement?.closest('header, nav, main, aside, footer, dialog, [popover]')
    return `${tagOf(element)}${quoted}${landmark ? ` in ${tagOf(landmark, 0)}` : ''}`
  }

  const culprits = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node && culprits.length < 5; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !past(node) || (parent !== document.body && past(parent)) || held(parent)) continue
    const reach = Math.round(rightOf(node) - edge)
    culprits.push(
      node.nodeType === Node.TEXT_NODE
        ? `the text of ${nameOf(parent)}, ${reach} px past`
        : `${nameOf(node)}, ${reach} px past`,
    )
  }
  // Nothing in the document crosses the edge: what does is generated (::before, ::after). Its element is the
  // deepest whose content reaches past the edge (its scroll width less the padding it ends with).
  if (culprits.length === 0) {
    const reachOf = (element) =>
      element.getBoundingClientRect().left +
      scrollX +
      element.scrollWidth -
      Number.parseFloat(getComputedStyle(element).paddingRight) -
      edge
    const reaches = (element) => reachOf(element) > 0.5
    for (const element of document.body.querySelectorAll('*')) {
      if (culprits.length === 5) break
      if (!reaches(element) || [...element.children].some(reaches) || held(element)) continue
      culprits.push(`what ${nameOf(element)} generates, ${Math.round(reachOf(element))} px past`)
    }
  }
  return { overflow, culprits }
}
