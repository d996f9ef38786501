/**
 * What `npm run content:check` finds (scripts/check-content.ts prints it), as a function the tests
 * call in their own process: the content loaded as the build loads it (every file against its
 * schema and the cross-file rules, every picture against its file, every translation set beside
 * the site's own: site.ts); every file in the editor's layout; and for each translation what it
 * does not translate yet, what is behind its English and how many records are out of date.
 * Build and test side only.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildDay } from './build-day.ts'
import { laidOutContent } from './format.ts'
import { contentWarnings, forgetContent, loadContent } from './load.ts'
import { ContentError } from './problems.ts'
import { loadSite, translationLabel, translationLines } from './site.ts'
import { localeFolders } from './validate.ts'

export interface CheckResult {
  /** What fails the check (and the build): the site's own problems and a published translation's. */
  errors: string[]
  /** What staff must do soon, and what a draft translation still holds wrong: printed, not a failure. */
  warnings: string[]
  /** What each translation does not translate yet or is behind on: printed, not a failure. */
  translations: string[]
}

/** Checks the content under `root` (the folder holding content/ and public/). */
export async function checkContent(root: string): Promise<CheckResult> {
  const result: CheckResult = { errors: [], warnings: [], translations: [] }
  forgetContent(root)
  const site = loadSite(root)
  try {
    const loaded = await loadContent(root)
    for (const warning of contentWarnings(loaded, buildDay())) result.warnings.push(`warning: ${warning}`)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    result.errors.push(error.message)
  }
  for (const { file, field, message } of [site.own, ...site.translations].flatMap((one) => one.warnings))
    result.warnings.push(`warning: content/${file} → ${field}: ${message}`)
  // A published edition may hold nothing wrong, as the build requires; a draft's are its translators' to-do.
  for (const { language, problems } of site.translations) {
    if (problems.length === 0) continue
    const lines = problems.map((problem) => `  content/${problem.file} → ${problem.field}: ${problem.message}`)
    const name = translationLabel(site, language)
    if (language.published)
      result.errors.push(`the published ${name} edition (content/${language.folder}/) has problems:`, ...lines)
    else result.warnings.push(`warning: the ${name} (content/${language.folder}/) is not complete:`, ...lines)
  }
  // The form the browser editor saves in, so that its next save changes only what staff change, and
  // every translation laid out as the site's own, which the editor's lists need.
  const contentDir = path.join(root, 'content')
  for (const { file, text } of laidOutContent(site)) {
    let written: string
    try {
      // The file the load read: the test content's where it stands in (validate.ts), else content/'s.
      const dir = localeFolders(contentDir).find((one) => existsSync(path.join(one, file))) ?? contentDir
      written = readFileSync(path.join(dir, file), 'utf8')
    } catch {
      continue // a missing file is reported above
    }
    if (written === text) continue
    // The site is built from it all the same; the editor's next save of it, or content:format, lays it out.
    result.warnings.push(
      `warning: content/${file} is not in the editor's layout (2-space indent, keys in order, a translation's lists in the order of the site's own), so the editor's next save of it will show more lines changed than staff changed; npm run content:format lays it out`,
    )
  }
  result.translations.push(...translationLines(site))
  return result
}
