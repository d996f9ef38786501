import { GraduationCap, Star } from 'lucide-react'
import { displayName } from '~/content/meta.ts'
import type { Partner } from '~/content/schemas.ts'
import { ContentImage } from '../ui/ContentImage.tsx'
import { Paragraphs } from '../ui/Paragraphs.tsx'

const icons = { star: Star, education: GraduationCap } as const

/** One partner in full: name with credentials, title, bio and info entries. */
export function PartnerProfile({ partner }: { partner: Partner }) {
  return (
    <article aria-labelledby="partner-name" className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ContentImage
        imageKey={partner.image}
        priority
        // At most 24rem; two fifths of the row from md.
        sizes="(min-width: 1024px) 384px, (min-width: 768px) calc(40vw - 2rem), (min-width: 448px) 384px, calc(100vw - 2rem)"
        className="aspect-[4/5] w-full max-w-sm rounded-lg object-cover shadow-sm"
      />
      <div>
        <h2 id="partner-name" className="font-serif text-3xl font-semibold text-cedar-900">
          {displayName(partner)}
        </h2>
        <p className="mt-1 text-lg font-semibold text-amber-accent">{partner.title}</p>
        <Paragraphs paragraphs={partner.bio} className="mt-4 text-ink" />
        <dl className="mt-8 space-y-5 border-t border-cedar-100 pt-6">
          {partner.info.map((entry) => {
            const Icon = icons[entry.icon]
            return (
              <div key={entry.title}>
                <dt className="flex items-center gap-3 font-semibold text-cedar-900">
                  <Icon aria-hidden="true" data-icon={entry.icon} className="size-6 shrink-0 text-cedar-700" />
                  {entry.title}
                </dt>
                <dd className="mt-1 pl-9 text-ink-soft">{entry.content}</dd>
              </div>
            )
          })}
        </dl>
      </div>
    </article>
  )
}
