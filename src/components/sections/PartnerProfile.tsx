import page from 'content:pages/team'
import pictures from 'content:partners/pictures'
import { GraduationCap, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { headingRuns } from '~/components/ui/runs.tsx'
import type { Partner } from '~/content/kinds/partners.ts'
import { type Prose, plainText } from '~/content/runs.ts'
import { pictureOf } from '~/lib/images.ts'
import { displayName, titleOf } from '~/lib/partners.ts'
import { Paragraphs } from '../ui/Paragraphs.tsx'
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { runs } from '../ui/runs.tsx'
import { LicenseLink, SpokenLanguages } from './facts.tsx'

const icons = { star: Star, education: GraduationCap } as const

/**
 * One entry of the profile's list. Only the content's own entries have an icon; the languages and
 * license entries go without (each icon is code the team page loads, and that page is close to its
 * byte budget) and keep the same indent.
 */
function Entry({ icon, title, children }: { icon?: keyof typeof icons; title: Prose; children: ReactNode }) {
  const Icon = icon ? icons[icon] : null
  return (
    <div>
      <dt className="flex items-center gap-3 font-semibold text-cedar-900">
        {Icon ? (
          <Icon aria-hidden="true" data-icon={icon} className="size-6 shrink-0 text-cedar-700" />
        ) : (
          <span className="size-6 shrink-0" />
        )}
        {runs(title)}
      </dt>
      {/* A line may start with a language's name, which some languages write in lower case ("tiếng Việt"). */}
      <dd className="mt-1 pl-9 text-ink-soft first-letter:uppercase">{children}</dd>
    </div>
  )
}

/** One partner in full: name with credentials, title, bio and info entries. */
export function PartnerProfile({ partner }: { partner: Partner }) {
  return (
    <article aria-labelledby="partner-name" className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ResponsiveImage
        image={pictureOf(pictures, partner.image)}
        priority
        // At most 24rem; two fifths of the row from md.
        sizes="(min-width: 1024px) 384px, (min-width: 768px) calc(40vw - 2rem), (min-width: 448px) 384px, calc(100vw - 2rem)"
        className="aspect-[4/5] w-full max-w-sm rounded-lg object-cover shadow-sm"
      />
      <div>
        <h2 id="partner-name" className="font-serif text-3xl font-semibold text-cedar-900">
          {headingRuns(displayName(partner))}
        </h2>
        <p className="mt-1 text-lg font-semibold text-amber-accent">{runs(titleOf(partner))}</p>
        <Paragraphs paragraphs={partner.bio} className="mt-4 text-ink" />
        <dl className="mt-8 space-y-5 border-t border-cedar-100 pt-6">
          {partner.info.map((entry) => (
            <Entry key={plainText(entry.title)} icon={entry.icon} title={entry.title}>
              {runs(entry.content)}
            </Entry>
          ))}
          {partner.languages?.length ? (
            <Entry title={page.languagesLabel}>
              <SpokenLanguages codes={partner.languages} />
            </Entry>
          ) : null}
          <Entry title={page.license.heading}>
            <p>{runs(page.license.text)}</p>
            <LicenseLink
              number={partner.licenseNumber}
              numberLabel={page.license.numberLabel}
              href={page.license.lookupUrl}
            >
              {page.license.linkText}
            </LicenseLink>
          </Entry>
        </dl>
      </div>
    </article>
  )
}
