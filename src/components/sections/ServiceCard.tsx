import type { Service } from '~/content/schemas.ts'
import { ContentImage } from '../ui/ContentImage.tsx'
import { Paragraphs } from '../ui/Paragraphs.tsx'

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article
      id={service.slug}
      className="flex flex-col overflow-hidden rounded-lg border border-cedar-100 bg-white shadow-sm"
    >
      <ContentImage
        imageKey={service.image}
        // One column on phones, two from md, three from lg (Container is at most 72rem wide).
        sizes="(min-width: 1152px) 347px, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2rem)"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 className="font-serif text-2xl font-semibold text-cedar-900">{service.title}</h2>
        <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-amber-accent">{service.subtitle}</p>
        <Paragraphs paragraphs={service.description} className="mt-4 text-ink-soft" />
      </div>
    </article>
  )
}
