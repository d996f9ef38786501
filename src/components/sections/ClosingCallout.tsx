import { Link } from '@tanstack/react-router'
import type { Prose } from '~/content/runs.ts'
import { Container } from '../ui/Container.tsx'
import { headingRuns, runs } from '../ui/runs.tsx'
import { buttonStyles } from '../ui/styles.ts'

interface ClosingCalloutProps {
  /** The band's heading, the sentence under it and the button's words, from the page's copy in content/. */
  copy: { heading: Prose; intro: Prose; buttonText: Prose }
}

/** The band at the end of a page that invites the visitor to get in touch. */
export function ClosingCallout({ copy }: ClosingCalloutProps) {
  return (
    <section aria-labelledby="closing-heading" className="bg-cedar-800 text-white">
      <Container className="flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="closing-heading" className="font-serif text-2xl font-semibold sm:text-3xl">
            {headingRuns(copy.heading)}
          </h2>
          <p className="mt-3 text-cedar-100">{runs(copy.intro)}</p>
        </div>
        <Link to="/contact/" className={buttonStyles.light}>
          {runs(copy.buttonText)}
        </Link>
      </Container>
    </section>
  )
}
