import { Link } from '@tanstack/react-router'
import { buttonStyles } from '../ui/button-styles.ts'
import { Container } from '../ui/Container.tsx'

interface ClosingCalloutProps {
  heading: string
  intro: string
  buttonText: string
}

/** The band at the end of a page that invites the visitor to get in touch. */
export function ClosingCallout({ heading, intro, buttonText }: ClosingCalloutProps) {
  return (
    <section aria-labelledby="closing-heading" className="bg-cedar-800 text-white">
      <Container className="flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="closing-heading" className="font-serif text-2xl font-semibold sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 text-cedar-100">{intro}</p>
        </div>
        <Link to="/contact/" className={buttonStyles.light}>
          {buttonText}
        </Link>
      </Container>
    </section>
  )
}
