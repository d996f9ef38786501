import names from 'content:languages/names'
import type { LanguageCode } from '~/content/languages.ts'

/**
 * The languages a person lists, each in English and in its own words (marked with its language,
 * so a screen reader says it right): "Spanish (español), Vietnamese (Tiếng Việt)". The names come
 * from the office's languages (`content:languages/names`), which hold every language anyone lists.
 */
export function SpokenLanguages({ codes }: { codes: readonly LanguageCode[] }) {
  return names
    .filter((language) => codes.includes(language.code))
    .map((language, index) => (
      <span key={language.code}>
        {index > 0 ? ', ' : ''}
        {language.name}
        {language.autonym === language.name ? null : (
          <>
            {' ('}
            <span lang={language.code}>{language.autonym}</span>)
          </>
        )}
      </span>
    ))
}
