import { Link } from '@tanstack/react-router'
import { ArrowRight, ExternalLink } from 'lucide-react'
import type { Resource } from '~/content/schemas.ts'
import { NewTabLink } from '../layout/NewTabLink.tsx'
import { ContentImage } from '../ui/ContentImage.tsx'
import { buttonStyles } from '../ui/styles.ts'

type HeadingLevel = 'h2' | 'h3'

export function ResourceCard({ resource, headingLevel = 'h2' }: { resource: Resource; headingLevel?: HeadingLevel }) {
  const Heading = headingLevel
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-cedar-100 bg-white shadow-sm sm:flex-row">
      <ContentImage
        imageKey={resource.image}
        // The card's full width on phones, two fifths of it from sm.
        sizes="(min-width: 1152px) 435px, (min-width: 640px) calc(40vw - 1.5rem), calc(100vw - 2rem)"
        className="aspect-[8/5] w-full object-cover sm:w-2/5"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-amber-accent">{resource.category}</p>
        <Heading className="mt-1 font-serif text-2xl font-semibold text-cedar-900">{resource.title}</Heading>
        <p className="mt-3 flex-1 text-ink-soft">{resource.description}</p>
        <div className="mt-5">
          {resource.linkExternal ? (
            <NewTabLink href={resource.buttonLink} className={buttonStyles.primary}>
              {resource.buttonText}
              <ExternalLink aria-hidden="true" className="size-4" />
            </NewTabLink>
          ) : (
            <Link to={resource.buttonLink} className={buttonStyles.primary}>
              {resource.buttonText}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
