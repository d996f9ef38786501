/**
 * The parts pages are built from: an inner page's header (h1), the sections and
 * full-width bands under it (each named by its h2), the arrow link that leads
 * on to another page, a link to a partner's view, and a label beside its value.
 *
 * One module rather than a file each, on purpose: the bundler gives each set of
 * pages that shares a module a chunk of its own, so as four files these would be
 * three more chunks (requests) for most pages; as one they travel in the chunk
 * every inner page already loads for its header.
 */

import locale from 'content:locale/summary'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SitePath } from '~/content/collections.ts'
import { isProse, type Prose } from '~/content/runs.ts'
import { TEAM_PATH } from '~/lib/paths.ts'
import { Container } from './Container.tsx'
import { cn } from './cn.ts'
import { Filled } from './filled.tsx'
import { headingRuns, runs } from './runs.tsx'
import { headingStyles } from './styles.ts'

/** The heading band at the top of an inner page: the page's heading, its line of introduction, and what follows. */
export function PageHeader({ copy, children }: { copy: { heading: Prose; intro?: Prose }; children?: ReactNode }) {
  return (
    <div className="border-b border-cedar-100 bg-cedar-50">
      <Container className="py-10 sm:py-14">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-cedar-900 sm:text-4xl">
          {headingRuns(copy.heading)}
        </h1>
        {copy.intro || children ? (
          <div className="mt-4 max-w-3xl text-lg text-ink-soft">
            {copy.intro ? <p>{runs(copy.intro)}</p> : null}
            {children}
          </div>
        ) : null}
      </Container>
    </div>
  )
}

interface SectionProps {
  /** The heading's id, by which the section is named (`aria-labelledby`). */
  id: string
  /** A text of the content (shown through runs()), or markup of its own. */
  heading: Prose | ReactNode
  className?: string
  headingClassName?: string
  children: ReactNode
}

/** A section named by its own heading (h2), then its content. */
export function Section({ id, heading, className, headingClassName = headingStyles.section, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {isProse(heading) ? headingRuns(heading) : heading}
      </h2>
      {children}
    </section>
  )
}

/** A link to another page of the site: underlined text, then an arrow. */
export function ArrowLink({ to, className, children }: { to: SitePath; className?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cn(className, 'inline-flex min-h-11 items-center gap-2 font-semibold text-cedar-800 underline')}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  )
}

interface BandProps {
  /** The heading's id, by which the band is named (`aria-labelledby`). */
  id: string
  /** The band's heading and the sentence under it, from the page's copy in content/. */
  copy: { heading: Prose; intro: Prose; linkText?: Prose }
  /** A page the band leads on to, by an arrow link under its content that reads `copy.linkText`. */
  linkTo?: SitePath
  /** `large` on the Home page: a larger heading, and more room above and below. */
  size?: 'large' | 'medium'
  className?: string
  children: ReactNode
}

/** A part of a page as wide as the page: a heading, the sentence that introduces it, then its content. */
export function Band({ id, copy, linkTo, size = 'medium', className, children }: BandProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container className={size === 'large' ? 'py-14' : 'py-12'}>
        {size === 'large' ? (
          <div className="max-w-2xl">
            <h2 id={id} className={headingStyles.feature}>
              {headingRuns(copy.heading)}
            </h2>
            <p className="mt-3 text-lg text-ink-soft">{runs(copy.intro)}</p>
          </div>
        ) : (
          <>
            <h2 id={id} className={headingStyles.section}>
              {headingRuns(copy.heading)}
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-ink-soft">{runs(copy.intro)}</p>
          </>
        )}
        {children}
        {linkTo ? (
          <ArrowLink to={linkTo} className="mt-6">
            {copy.linkText && runs(copy.linkText)}
          </ArrowLink>
        ) : null}
      </Container>
    </section>
  )
}

/**
 * A label and its value, joined the way the language joins them (content/locale.json's
 * `labelled`: "Last reviewed: …" in English).
 */
export function Labelled({
  label,
  labelClassName,
  children,
}: {
  label: Prose
  labelClassName?: string
  children: ReactNode
}) {
  return (
    <Filled
      pattern={locale.labelled}
      parts={{ label: <span className={labelClassName}>{runs(label)}</span>, value: <span>{children}</span> }}
    />
  )
}

interface PartnerViewLinkProps {
  slug: string
  /** `false` on the team page itself, where choosing a partner redraws the profile below the chooser. */
  resetScroll?: boolean
  'aria-current'?: 'page'
  className?: string
  children: ReactNode
}

/** A link to a partner's own view of the team page: `partnerViewPath(slug)`, built by the router. */
export function PartnerViewLink({ slug, children, ...props }: PartnerViewLinkProps) {
  return (
    <Link to={TEAM_PATH} search={{ member: slug }} {...props}>
      {children}
    </Link>
  )
}
