import site from 'content:site/summary'

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-cedar-900 focus:px-4 focus:py-3 focus:font-semibold focus:text-white"
    >
      {site.skipLink}
    </a>
  )
}
