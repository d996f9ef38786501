/**
 * Reads the files of each language under content/ (the table in collections.ts) and checks them
 * (check-files.ts): the site's own files, and a translation's (content/<folder>/), which may lack
 * any file (the site's own words stand in for all of it). Used by src/content/site.ts, the one door
 * the build, the scripts and the suites load the site through. Build and test side only.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type CheckedTranslation, checkOwnFiles, checkTranslationFiles, type RawFiles } from './check-files.ts'
import { content, contentFile, contentKeys } from './collections.ts'
import type { Kind } from './kind.ts'
import type { ContentProblem } from './problems.ts'

/**
 * The folder of a language's files under content/: the site's own language is content/ itself,
 * another language a folder named by its tag (`content/es/`). No kind knows which it is read from.
 */
export const localeFolder = (contentDir: string, locale?: string) =>
  locale ? path.join(contentDir, locale) : contentDir

/**
 * A folder whose files stand in for the site's own (`CONTENT_OVERRIDE`, from the working folder):
 * `npm test` builds and checks the site with test content (scripts/test-content.ts), so the
 * notices' tests never wait for staff to post one. Never set for a build that is published.
 */
const contentOverride = () => (process.env.CONTENT_OVERRIDE ? path.resolve(process.env.CONTENT_OVERRIDE) : null)

/** Where a language's files are read from: the test override's folder first when there is one, then content/'s. */
export const localeFolders = (contentDir: string, locale?: string) => {
  const override = contentOverride()
  return [...(override ? [localeFolder(override, locale)] : []), localeFolder(contentDir, locale)]
}

/** A file from the first folder that has it: its data, or undefined and a problem when it is missing or not JSON. */
export function readContentFile(
  dirs: readonly string[],
  file: string,
  problems: ContentProblem[],
  shown: string,
  { optional = false }: { optional?: boolean } = {},
): unknown {
  const full = path.join(dirs.find((dir) => existsSync(path.join(dir, file))) ?? dirs.at(-1) ?? '', file)
  if (!existsSync(full)) {
    if (!optional) problems.push({ file: shown, field: '(whole file)', message: 'file is missing' })
    return undefined
  }
  try {
    return JSON.parse(readFileSync(full, 'utf8'))
  } catch (error) {
    problems.push({ file: shown, field: '(whole file)', message: `is not valid JSON: ${(error as Error).message}` })
    return undefined
  }
}

function readFiles(
  contentDir: string,
  locale: string | undefined,
  problems: ContentProblem[],
  { optional = false } = {},
): RawFiles {
  const raw: RawFiles = {}
  for (const key of contentKeys) {
    const kind: Kind = content[key]
    const own = kind.shared || !locale
    const data = readContentFile(
      localeFolders(contentDir, own ? undefined : locale),
      contentFile(key),
      problems,
      own ? contentFile(key) : `${locale}/${contentFile(key)}`,
      // A translation may lack a file: the site's own words stand in for all of it.
      { optional: optional && !own },
    )
    if (data !== undefined) raw[key] = data
  }
  return raw
}

/**
 * The site's own files, read and checked: their data as written (what a translation is set beside),
 * their content, and what is wrong with them (`content` undefined when a file did not parse).
 */
export function checkOwnContent(contentDir: string) {
  const problems: ContentProblem[] = []
  return checkOwnFiles(readFiles(contentDir, undefined, problems), problems)
}

/** A translation (content/<folder>/), read and checked beside the site's own files as they are written (`ownRaw`). */
export function checkTranslationIn(contentDir: string, ownRaw: RawFiles, folder: string): CheckedTranslation {
  const problems: ContentProblem[] = []
  return checkTranslationFiles(ownRaw, folder, readFiles(contentDir, folder, problems, { optional: true }), problems)
}
