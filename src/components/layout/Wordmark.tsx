import firm from 'content:firm/summary'
import { Link } from '@tanstack/react-router'

/** The firm's name as a home link, with a small cedar mark. */
export function Wordmark() {
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2.5 rounded-sm text-cedar-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M16 5l7 11h-4l5 7H8l5-7H9z" fill="#fbfaf7" />
        <path d="M15 23h2v4h-2z" fill="#fbfaf7" />
      </svg>
      <span className="whitespace-nowrap font-wordmark text-lg font-semibold leading-tight tracking-tight sm:text-xl">
        {firm.name}
      </span>
    </Link>
  )
}
