import services from 'content:services/summary'
import { Link } from '@tanstack/react-router'
import { headingRuns, runs } from '../ui/runs.tsx'
import { headingStyles } from '../ui/styles.ts'

/**
 * The home page's six services at a glance, each linking to its place on the services page: markup
 * of the prerendered page, which the browser loads only for a page reached by a click (KeptMarkup).
 */
export function ServiceItems() {
  return services.map((service) => (
    <li key={service.slug}>
      <Link
        to="/services/"
        hash={service.slug}
        className="block h-full rounded-lg border border-cedar-100 bg-white p-5 shadow-sm hover:border-cedar-600"
      >
        <h3 className={headingStyles.panel}>{headingRuns(service.title)}</h3>
        <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-amber-accent">{runs(service.subtitle)}</p>
        <p className="mt-3 text-ink-soft">{runs(service.summary)}</p>
      </Link>
    </li>
  ))
}
