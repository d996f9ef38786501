import locale from 'content:locale/links'
import pages from 'content:pages'
import { type ParsedLocation, useRouterState } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { Languages } from 'lucide-react'
import { inLanguage, isTranslation, languages, otherLanguages } from '~/lib/edition.ts'
import { pagePath, TEAM_PATH } from '~/lib/paths.ts'
import { cn } from '../ui/cn.ts'
import { Joined } from '../ui/joined.tsx'
import { runs } from '../ui/runs.tsx'
import { serverMarkup } from '../ui/server-markup.ts'

/** Marks a link to the same page in another language, by that language's prefix (followSamePage). */
const BASE_ATTRIBUTE = 'data-language-base'

/**
 * The address of the page being read, as every language's prefix takes it: the page itself with
 * a partner's `?member=` kept, or the home page from an address that is no page.
 */
function samePage({ pathname, search }: Pick<ParsedLocation, 'pathname' | 'search'>): string {
  const path = pagePath(pathname)
  if (!pages.some((page) => page.path === path)) return '/'
  const member = (search as { member?: unknown }).member
  return path === TEAM_PATH && typeof member === 'string' ? `${path}?member=${encodeURIComponent(member)}` : path
}

/**
 * After a page change in the browser, points every link to the same page in another language at
 * the new page. The links are markup of the prerendered page only (below): the layout around them
 * never renders again, so they cost no component code in the browser, only this.
 */
export function followSamePage(location: ParsedLocation): void {
  const page = samePage(location)
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${BASE_ATTRIBUTE}]`)) {
    link.href = inLanguage(link.getAttribute(BASE_ATTRIBUTE) ?? '/', page)
  }
}

/** The address being read, on the server (the page being prerendered). */
const useServerPage = () => useRouterState({ select: ({ location }) => samePage(location) })

interface LanguageLinksProps {
  className?: string
  linkClassName: string
}

/**
 * Plain links to the same page in each other language the site is published in, each named in its
 * own language and marked so (`lang`, `hreflang`), with no flag: a flag names a country, not a
 * language. Another language is another build, so the link loads its page whole. A list named for
 * screen readers rather than a landmark: the header and the footer both hold one.
 */
export function LanguageLinks({ className, linkClassName }: LanguageLinksProps) {
  if (otherLanguages.length === 0) return null
  return (
    <div className={cn('flex items-center gap-2', className)} {...serverMarkup}>
      {linkList(linkClassName)}
    </div>
  )
}

const linkList = createIsomorphicFn().server((linkClassName: string) => <LinkList linkClassName={linkClassName} />)

function LinkList({ linkClassName }: { linkClassName: string }) {
  const page = useServerPage()
  return (
    <>
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <ul aria-label={locale.languagesLabel} className="flex flex-wrap items-center gap-x-1">
        {otherLanguages.map((language) => (
          <li key={language.tag}>
            <a
              href={inLanguage(language.base, page)}
              lang={language.tag}
              hrefLang={language.tag}
              className={linkClassName}
              {...{ [BASE_ATTRIBUTE]: language.base }}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * A translation's note, on each of its pages: that the page is translated from English, that the
 * English page governs where they differ, and a link to it. Nothing in the site's own language.
 * Its sentence saying that the English page has changed since shows only on a page that shows a
 * text behind its English, which runs() marks (app.css, `[data-behind-note]`).
 */
export function TranslationNote() {
  if (!isTranslation) return null
  return (
    <div
      className="border-t border-cedar-100 bg-cedar-50 px-4 py-2 text-center text-sm text-ink-soft print:hidden"
      {...serverMarkup}
    >
      {note()}
    </div>
  )
}

const note = createIsomorphicFn().server(() => <Note />)

function Note() {
  const page = useServerPage()
  const own = languages[0]
  if (!locale.translated || !own) return null
  return (
    <p>
      <Joined
        pattern={locale.space}
        parts={[
          runs(locale.translated.notice),
          <strong key="behind" data-behind-note="" className="font-semibold text-cedar-900">
            {runs(locale.translated.behind)}
          </strong>,
          <a
            key="english"
            href={inLanguage(own.base, page)}
            hrefLang={own.tag}
            className="font-semibold text-cedar-900 underline"
            {...{ [BASE_ATTRIBUTE]: own.base }}
          >
            {runs(locale.translated.englishLink)}
          </a>,
        ]}
      />
    </p>
  )
}
