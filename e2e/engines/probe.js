// Runs before any script of the page in both engine suites (Firefox: a WebDriver BiDi preload script;
// WebKit: a user script at document start), so both see the same problems and the same hydration time.
// Neither engine hands these to us over its automation channel the way Chromium's CDP does.
;(() => {
  if ('__engineProbe' in window) return
  const probe = { problems: [], hydratedAt: null }
  Object.defineProperty(window, '__engineProbe', { value: probe })

  // React wraps the error it recovered from in one of its own (#520 and the like): follow the causes.
  const causeOf = (error) =>
    error instanceof Error && error.cause !== undefined ? ` (cause: ${textOf(error.cause)})` : ''
  const textOf = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}${causeOf(value)}`
    if (typeof value === 'string') return value
    try {
      return JSON.stringify(value) ?? String(value)
    } catch {
      return String(value)
    }
  }

  for (const level of ['error', 'warn']) {
    const original = console[level]
    console[level] = function (...args) {
      probe.problems.push(`console.${level}: ${args.map(textOf).join(' ')}`)
      return original.apply(this, args)
    }
  }

  // Capture phase: a failed <img>/<script> fires a non-bubbling error at its element.
  window.addEventListener(
    'error',
    (event) => {
      if (event instanceof ErrorEvent) {
        probe.problems.push(`pageerror: ${event.message} (${event.filename}:${event.lineno})${causeOf(event.error)}`)
        return
      }
      const target = event.target
      const url = target && (target.currentSrc || target.src || target.href)
      probe.problems.push(`resource error: <${target?.localName ?? '?'}> ${url ?? ''}`)
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) => {
    probe.problems.push(`unhandledrejection: ${textOf(event.reason)}`)
  })
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      probe.problems.push(
        `csp: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || ''}:${event.lineNumber})`,
      )
    },
    true,
  )

  // The time origin is the navigation's start, so performance.now() at the mark is the time to hydration.
  const marked = () => {
    if (probe.hydratedAt === null && document.documentElement?.hasAttribute('data-hydrated')) {
      probe.hydratedAt = performance.now()
    }
    return probe.hydratedAt !== null
  }
  const watchRoot = () => {
    if (marked()) return
    const observer = new MutationObserver(() => {
      if (marked()) observer.disconnect()
    })
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] })
  }
  // At document start <html> may not be parsed yet; wait for it without watching the whole subtree.
  if (document.documentElement) watchRoot()
  else {
    const waiting = new MutationObserver(() => {
      if (!document.documentElement) return
      waiting.disconnect()
      watchRoot()
    })
    waiting.observe(document, { childList: true })
  }
})()
