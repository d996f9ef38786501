import type { ReactNode } from 'react'
import type { Image } from '~/content/kinds/images.ts'
import type { Prose } from '~/content/runs.ts'
import { cn } from '../ui/cn.ts'
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { runs } from '../ui/runs.tsx'
import { headingStyles } from '../ui/styles.ts'

interface PersonCardProps {
  /** The level that fits the page's outline: h2 on a page of people, h3 inside a section. */
  headingLevel?: 'h2' | 'h3'
  /** The portrait, from the pictures of the file that lists the person (`content:<key>/pictures`). */
  image: Image
  /** How wide the portrait is drawn in the grid the card sits in (the `sizes` attribute). */
  imageSizes: string
  name: ReactNode
  title: Prose
  children?: ReactNode
}

/** A person in a grid: portrait, name, title, then whatever the page adds. */
export function PersonCard({ headingLevel = 'h3', image, imageSizes, name, title, children }: PersonCardProps) {
  const Heading = headingLevel
  return (
    <article className="flex flex-col rounded-lg border border-cedar-100 bg-white p-5 shadow-sm">
      <ResponsiveImage image={image} sizes={imageSizes} className="aspect-[4/5] w-full rounded-md object-cover" />
      <Heading className={cn('mt-4', headingStyles.panel)}>{name}</Heading>
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-accent">{runs(title)}</p>
      {children}
    </article>
  )
}
