import pictures from 'content:services/pictures'
import type { Service } from '~/content/kinds/services.ts'
import { pictureOf } from '~/lib/images.ts'
import { Paragraphs } from '../ui/Paragraphs.tsx'
import { ImageCard } from '../ui/ResponsiveImage.tsx'
import { headingRuns, runs } from '../ui/runs.tsx'
import { headingStyles } from '../ui/styles.ts'

export function ServiceCard({ service }: { service: Service }) {
  return (
    <ImageCard
      id={service.slug}
      image={pictureOf(pictures, service.image)}
      // One column on phones, two from md, three from lg (Container is at most 72rem wide).
      imageSizes="(min-width: 1152px) 347px, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2rem)"
    >
      <h2 className={headingStyles.section}>{headingRuns(service.title)}</h2>
      <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-amber-accent">{runs(service.subtitle)}</p>
      <Paragraphs paragraphs={service.description} className="mt-4 text-ink-soft" />
    </ImageCard>
  )
}
