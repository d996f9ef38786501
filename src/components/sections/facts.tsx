/**
 * Facts about the firm's people, written once each: where to verify a license, the languages a
 * person works in.
 *
 * One module on purpose (not one file per component): the pages that show them get them as one
 * shared chunk. As files of their own, each was a chunk, an extra request and about 200 bytes of
 * first-visit JavaScript on pages at their budget (tests/built/budgets.test.ts).
 */

import joins from 'content:locale/joins'
import names from 'content:partners/language-names'
import type { LanguageCode } from '~/content/languages.ts'
import type { Prose } from '~/content/runs.ts'
import { NewTabLink } from '../layout/NewTabLink.tsx'
import { Filled } from '../ui/filled.tsx'
import { Joined } from '../ui/joined.tsx'
import { Labelled } from '../ui/page-parts.tsx'
import { runs } from '../ui/runs.tsx'

/**
 * Where anyone can check a license with Washington's Board of Accountancy (a new tab), after the
 * license's number when content has it: never a number that was not copied from the register.
 */
export function LicenseLink({
  number,
  numberLabel,
  href,
  children,
}: {
  number?: string | undefined
  numberLabel: Prose
  href: string
  children: Prose
}) {
  return (
    <>
      {number ? (
        <p className="mt-3">
          <Labelled label={numberLabel}>{number}</Labelled>
        </p>
      ) : null}
      <p className="mt-4">
        <NewTabLink
          href={href}
          className="inline-flex min-h-11 items-center font-semibold text-cedar-800 underline hover:text-cedar-900"
        >
          {runs(children)}
        </NewTabLink>
      </p>
    </>
  )
}

/**
 * A language named in the page's language, then in its own (marked with its language, so a screen
 * reader says it right), as the language joins them (locale.json → joins.withAutonym): "Spanish
 * (español)", "スペイン語（español）". The same word twice, whatever
 * its capitals, is written once ("español" on a Spanish page, "tiếng Việt" on a Vietnamese one).
 */
export function LanguageName({ code, name, autonym }: { code: string; name: string; autonym: string }) {
  return autonym.toLowerCase() === name.toLowerCase() ? (
    name
  ) : (
    <Filled pattern={joins.withAutonym} parts={{ name, autonym: <span lang={code}>{autonym}</span> }} />
  )
}

/**
 * The languages a person lists, named by LanguageName and joined as the language lists names:
 * "Spanish (español) and Vietnamese (Tiếng Việt)". The names come from the office's languages (`content:partners/language-names`), which
 * hold every language anyone lists, named in the page's language (its locale.json).
 */
export function SpokenLanguages({ codes }: { codes: readonly LanguageCode[] }) {
  return (
    <Joined
      pattern={joins.and.between}
      last={joins.and.last}
      parts={names
        .filter((language) => codes.includes(language.code))
        .map((language) => <LanguageName key={language.code} {...language} />)}
    />
  )
}
