import locale from 'content:locale/summary'
import pages from 'content:pages'
import { useRouterState } from '@tanstack/react-router'
import { Languages } from 'lucide-react'
import { inLanguage, isTranslation, languages, otherLanguages } from '~/lib/edition.ts'
import { pagePath, TEAM_PATH } from '~/lib/paths.ts'
import { cn } from '../ui/cn.ts'

/**
 * The address of the page being read, as every language's prefix takes it: the page itself with
 * a partner's `?member=` kept, or the home page from a page that does not exist. It follows the
 * router, so the links change with the page; the markup of a prerendered partner view already
 * holds its own (the file is rendered for that address).
 */
function useSamePage(): string {
  return useRouterState({
    select: ({ location }) => {
      const path = pagePath(location.pathname)
      if (!pages.some((page) => page.path === path)) return '/'
      const member = (location.search as { member?: unknown }).member
      return path === TEAM_PATH && typeof member === 'string' ? `${path}?member=${encodeURIComponent(member)}` : path
    },
  })
}

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
  const page = useSamePage()
  if (otherLanguages.length === 0) return null
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <ul aria-label={locale.languagesLabel} className="flex flex-wrap items-center gap-x-1">
        {otherLanguages.map((language) => (
          <li key={language.tag}>
            <a
              href={inLanguage(language.base, page)}
              lang={language.tag}
              hrefLang={language.tag}
              className={linkClassName}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** English, whose page governs a translation's. */
const own = languages[0]

/**
 * A translation's note, on each of its pages: that the page is translated from English, that the
 * English page governs where they differ, and a link to it. Nothing in the site's own language.
 */
export function TranslationNote() {
  const page = useSamePage()
  if (!isTranslation || !locale.translated || !own) return null
  return (
    <p className="border-b border-cedar-100 bg-cedar-50 px-4 py-2 text-center text-sm text-ink-soft print:hidden">
      {locale.translated.notice}{' '}
      <a href={inLanguage(own.base, page)} hrefLang={own.tag} className="font-semibold text-cedar-900 underline">
        {locale.translated.englishLink}
      </a>
    </p>
  )
}
