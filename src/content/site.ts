/**
 * The site's content in every language, one value per process: what the build, its post-build
 * steps, the content check and format scripts and the test suites read, so each language is read
 * and checked once, the same way for all of them. For each language (site-languages.ts): its
 * content as its pages get it (read by validate.ts and checked by check-files.ts; a translation
 * merged onto the site's own, translation/check.ts), what is wrong with it, and for a translation
 * the state of every text it writes (translation/drift.ts: untranslated, current, behind). Build
 * and test side only.
 */
import path from 'node:path'
import type { CheckedTranslation, ShownContent } from './check-files.ts'
import { byFileName } from './check-files.ts'
import { ContentError, type ContentProblem } from './problems.ts'
import { forgetSiteLanguages, type SiteLanguage, siteLanguages } from './site-languages.ts'
import { checkOwnContent, checkTranslationIn } from './validate.ts'

/**
 * A language's content and what its check found, as check-files.ts reports a translation's. The
 * site's own language's problems fail the check and the build as a published translation's do; it
 * has no texts or records, since every translation's texts are set beside it.
 */
export interface LanguageContent extends CheckedTranslation {
  language: SiteLanguage
}

export interface Site {
  root: string
  /** The site's own language. */
  own: LanguageContent
  /** Every translation, published ones first, then the drafts (site-languages.ts's order). */
  translations: LanguageContent[]
}

const sites = new Map<string, Site>()

/**
 * The site under `root` (the folder holding content/ and public/), read and checked once per process.
 * `CONTENT_OVERRIDE` (validate.ts) stands in files for the test builds.
 */
export function loadSite(root: string): Site {
  const known = sites.get(root)
  if (known) return known
  const contentDir = path.join(root, 'content')
  const [ownLanguage, ...others] = siteLanguages(root)
  const own = checkOwnContent(contentDir)
  const site: Site = {
    root,
    own: {
      language: ownLanguage,
      content: own.content,
      problems: own.problems,
      warnings: own.warnings,
      texts: [],
      raw: own.raw,
      records: new Map(),
      words: byFileName(own.raw),
    },
    translations: others.map((language) => ({
      language,
      ...checkTranslationIn(contentDir, own.raw, language.folder),
    })),
  }
  sites.set(root, site)
  return site
}

/** Forgets what was read, so the next loadSite reads content again (`vite dev` after a change). */
export function forgetSite(root: string): void {
  sites.delete(root)
  forgetSiteLanguages(root)
}

/** Every language in the site's order, its own first. */
export const allLanguages = (site: Site): LanguageContent[] => [site.own, ...site.translations]

/** A language's content by its folder (`''` for the site's own), or a ContentError naming its problems. */
export function contentOf(site: Site, folder = ''): ShownContent {
  const language = allLanguages(site).find((one) => one.language.folder === folder)
  if (!language) throw new Error(`no language of the site has the folder "${folder}"`)
  // The site's own problems stop every language; a translation's, published or not, stop its own.
  const problems = [...site.own.problems, ...(language === site.own ? [] : language.problems)]
  if (problems.length > 0 || !language.content) throw new ContentError(problems)
  return language.content
}

/**
 * What stops the site being built: the site's own problems and every published translation's. A
 * draft's are warnings (the check prints them for its translators).
 */
export const blockingProblems = (site: Site): ContentProblem[] => [
  ...site.own.problems,
  ...site.translations.filter((one) => one.language.published).flatMap((one) => one.problems),
]

/** A translation as the lists name it, in the site's own language: "Spanish (Español)", a draft said so. */
export function translationLabel(site: Site, language: SiteLanguage): string {
  const name = site.own.language.names[language.code] ?? language.code
  return `${name} (${language.name})${language.published ? '' : ', a draft'}`
}

/**
 * A translation's texts by what its translators have to do: write (untranslated, shown in English),
 * rewrite or confirm (behind its English); and the texts edited by hand since their records were
 * written (`unrecorded`), whose records the next save of their file in the editor writes, or
 * `npm run content:format`.
 */
export function textsToDo(translation: LanguageContent) {
  return {
    untranslated: translation.texts.filter((text) => text.state === 'untranslated'),
    behind: translation.texts.filter((text) => text.state === 'behind'),
    unrecorded: translation.texts.filter((text) => text.record === 'stale' || text.record === 'missing'),
  }
}

/**
 * What the check and the build print of each translation's texts, for its translators: what it
 * does not translate yet (shown in English), what is behind its English, and how many texts were
 * edited by hand since they were recorded. Empty when there is nothing to say.
 */
export function translationLines(site: Site): string[] {
  const lines: string[] = []
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
  for (const translation of site.translations) {
    const label = translationLabel(site, translation.language)
    const folder = translation.language.folder
    const { untranslated, behind, unrecorded } = textsToDo(translation)
    if (untranslated.length > 0) {
      lines.push(
        `${label}: ${plural(untranslated.length, 'text is', 'texts are')} not translated yet, and shown in English until ${untranslated.length === 1 ? 'it is' : 'they are'} (the worklist, /admin/worklist/):`,
        ...untranslated.map((text) => `  content/${folder}/${text.file} → ${text.field}`),
      )
    }
    if (behind.length > 0) {
      lines.push(
        `${label}: ${plural(behind.length, 'text is', 'texts are')} behind ${behind.length === 1 ? 'its' : 'their'} English, which changed since: rewrite each, or confirm it in /admin (the worklist, /admin/worklist/):`,
        ...behind.map((text) => `  content/${folder}/${text.file} → ${text.field}`),
      )
    }
    if (unrecorded.length > 0) {
      lines.push(
        `${label}: ${plural(unrecorded.length, 'text was', 'texts were')} edited outside the editor since ${unrecorded.length === 1 ? 'its record' : 'their records'} of the English ${unrecorded.length === 1 ? 'it was' : 'they were'} made from (the editor records a text with every save): the next save of ${unrecorded.length === 1 ? 'its file' : 'their files'} in /admin, or npm run content:format, records ${unrecorded.length === 1 ? 'it' : 'them'}`,
      )
    }
  }
  return lines
}

/**
 * The content under `root` in a language (the site's own when `folder` is left out), as its pages
 * get it, checked: for the tests and the bench. Throws a ContentError naming every file and field
 * that is wrong in it or in the site's own language.
 */
export const validateContent = (root: string, folder = ''): ShownContent => contentOf(loadSite(root), folder)
