import site from 'content:site/summary'
import { Link, useRouterState } from '@tanstack/react-router'
import { Container } from '../ui/Container.tsx'
import { headingRuns, runs } from '../ui/runs.tsx'
import { buttonStyles } from '../ui/styles.ts'

/**
 * The route-level error view. "Try again" is a real link to the same address,
 * so it reloads the page and its code even if the router itself is stuck.
 */
export function RouteError() {
  const href = useRouterState({ select: (state) => state.location.href })
  const { error } = site
  return (
    <Container className="py-16">
      <div role="alert" className="max-w-2xl">
        <h1 className="font-serif text-3xl font-semibold text-cedar-900">{headingRuns(error.heading)}</h1>
        <p className="mt-4 text-lg text-ink-soft">{runs(error.text)}</p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={href} className={buttonStyles.primary}>
          {runs(error.retry)}
        </a>
        <Link to="/" reloadDocument className={buttonStyles.secondary}>
          {runs(error.home)}
        </Link>
        <Link to="/contact/" reloadDocument className={buttonStyles.secondary}>
          {runs(error.contact)}
        </Link>
      </div>
    </Container>
  )
}
