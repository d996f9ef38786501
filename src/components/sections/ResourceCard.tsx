import pictures from 'content:resources/pictures'
import { Link } from '@tanstack/react-router'
import { ArrowRight, ExternalLink } from 'lucide-react'
import type { Resource } from '~/content/kinds/resources.ts'
import { isExternalLink } from '~/content/links.ts'
import { pictureOf } from '~/lib/images.ts'
import { NewTabLink } from '../layout/NewTabLink.tsx'
import { cn } from '../ui/cn.ts'
import { ImageCard } from '../ui/ResponsiveImage.tsx'
import { headingRuns, runs } from '../ui/runs.tsx'
import { buttonStyles, headingStyles } from '../ui/styles.ts'

type HeadingLevel = 'h2' | 'h3'

export function ResourceCard({ resource, headingLevel = 'h2' }: { resource: Resource; headingLevel?: HeadingLevel }) {
  const Heading = headingLevel
  return (
    <ImageCard
      image={pictureOf(pictures, resource.image)}
      // The card's full width on phones, two fifths of it from sm.
      imageSizes="(min-width: 1152px) 435px, (min-width: 640px) calc(40vw - 1.5rem), calc(100vw - 2rem)"
      className="sm:flex-row"
      imageClassName="sm:w-2/5"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-accent">{runs(resource.category)}</p>
      <Heading className={cn('mt-1', headingStyles.section)}>{headingRuns(resource.title)}</Heading>
      <p className="mt-3 flex-1 text-ink-soft">{runs(resource.description)}</p>
      <div className="mt-5">
        {isExternalLink(resource.buttonLink) ? (
          <NewTabLink href={resource.buttonLink} hrefLang={resource.linkLanguage} className={buttonStyles.primary}>
            {(named) => (
              <>
                {named(runs(resource.buttonText))}
                <ExternalLink aria-hidden="true" className="size-4" />
              </>
            )}
          </NewTabLink>
        ) : (
          <Link to={resource.buttonLink} className={buttonStyles.primary}>
            {runs(resource.buttonText)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </ImageCard>
  )
}
