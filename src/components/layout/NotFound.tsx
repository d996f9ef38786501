import page from 'content:pages/not-found/summary'
import { Link } from '@tanstack/react-router'
import { Container } from '../ui/Container.tsx'
import { Paragraphs } from '../ui/Paragraphs.tsx'
import { headingRuns, runs } from '../ui/runs.tsx'
import { buttonStyles } from '../ui/styles.ts'

/** The 404 page; the server answers it with status 404. */
export function NotFound() {
  return (
    <Container className="py-16 sm:py-24">
      <h1 className="font-serif text-3xl font-semibold text-cedar-900 sm:text-4xl">{headingRuns(page.heading)}</h1>
      <Paragraphs paragraphs={page.lines} className="mt-4 max-w-2xl text-lg text-ink-soft" />
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={buttonStyles.primary}>
          {runs(page.homeButton)}
        </Link>
        <Link to="/contact/" className={buttonStyles.secondary}>
          {runs(page.contactButton)}
        </Link>
      </div>
    </Container>
  )
}
