import type { ReactNode } from 'react'
import { ContentImage } from '../ui/ContentImage.tsx'

interface PersonCardProps {
  image: string
  name: ReactNode
  title: string
  children?: ReactNode
}

/** A person in a grid: portrait, name, title, then whatever the page adds. */
export function PersonCard({ image, name, title, children }: PersonCardProps) {
  return (
    <article className="flex flex-col rounded-lg border border-cedar-100 bg-white p-5 shadow-sm">
      <ContentImage imageKey={image} className="aspect-[4/5] w-full rounded-md object-cover" />
      <h3 className="mt-4 font-serif text-xl font-semibold text-cedar-900">{name}</h3>
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-accent">{title}</p>
      {children}
    </article>
  )
}
