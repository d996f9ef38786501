/**
 * Which texts of a translation are behind their English: written from an English text that has
 * changed since. Every text a translation writes in its own words (translation.ts) is set beside
 * the English text of the same field.
 *
 * What a text was made from is kept in the content itself, so that a build with no git history (a
 * host's shallow clone) knows it: content/<folder>/made-from.json holds, for each field, a hash of
 * the English text and one of the translation's, as they were when the two last agreed. A field is
 *
 * - current when its English is the one recorded, or when a translator confirmed that the
 *   translation holds for the English as it now is (locale.json → `confirmed`, in /admin);
 * - behind when its English changed and the translation is the one recorded: nobody has touched it;
 * - rewritten, so current, when both changed: the translator wrote it anew. Where git history is
 *   at hand, it settles the order: a translation last changed before its English is still behind
 *   (a record not brought up to date since a translator's earlier edit would say otherwise). With
 *   no history, or none that reaches the change, it counts as rewritten.
 *
 * A field with no record at all is settled by the history alone. `npm run content:format` writes the
 * records (writeMadeFrom); the editor's saves do not, and need not: the rules above read them.
 * Build and test side only.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { content, contentFile, contentKeys } from './collections.ts'
import type { Kind } from './kind.ts'
import { fieldPath } from './problems.ts'
import { plainText } from './runs.ts'
import { siteLanguages } from './site-languages.ts'
import { translatedTexts } from './translation.ts'

/** The file of a translation's records, beside its content files. */
export const MADE_FROM = 'made-from.json'

/** A text's words, its marks taken out: what a record hashes and the history compares. */
const wordsOf = (text: string) => plainText(text).normalize('NFC')

/** The hash the records and a translator's confirmation name a text by: ten hex digits of its words' SHA-256. */
export const textHash = (text: string) => createHash('sha256').update(wordsOf(text)).digest('hex').slice(0, 10)

/** What a record holds for a field: the English it was made from and the translation, as "<english> <translation>". */
type Records = Record<string, Record<string, string>>

/** One text of a translation, set beside its English. */
export interface TranslatedField {
  /** The content file, as under content/ and content/<folder>/: `services.json`. */
  file: string
  /** Its field in the translation's file: `[0].description[0]`. */
  field: string
  /** The hash of the English text as it is now: what a confirmation names. */
  english: string
  /** The translation's text, its marks taken out: what a page shows of it. */
  text: string
  behind: boolean
}

/** Reads a JSON file, or undefined when it is missing or not JSON (the check says so elsewhere). */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

const valueAt = (data: unknown, at: readonly PropertyKey[]): unknown =>
  at.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  )

/**
 * The git history of the content under `root`, when there is one: for a field of a file, the place
 * in history of the commit that gave it the value it has now (higher is newer).
 */
class History {
  private readonly order = new Map<string, number>()
  private readonly files = new Map<string, string[]>()
  private logged = false
  private readonly versions = new Map<string, unknown>()
  private readonly root: string
  /** Where the root is in the repository (`git log` names files from the repository's top). */
  private readonly prefix: string
  private readonly shallow: boolean

  private constructor(root: string, prefix: string, commits: string[], shallow: boolean) {
    this.root = root
    this.prefix = prefix
    commits.forEach((commit, index) => {
      this.order.set(commit, commits.length - index)
    })
    this.shallow = shallow
  }

  static of(root: string): History | null {
    try {
      const git = (...args: string[]) =>
        execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
      const commits = git('rev-list', '--first-parent', 'HEAD').split('\n').filter(Boolean)
      return new History(
        root,
        git('rev-parse', '--show-prefix'),
        commits,
        git('rev-parse', '--is-shallow-repository') === 'true',
      )
    } catch {
      return null
    }
  }

  private git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  }

  /** The commits that touched a file (its path from the root), newest first: one `git log` for all of content/. */
  private commitsOf(file: string): string[] {
    if (!this.logged) {
      this.logged = true
      let commit = ''
      const log = this.git('log', '--first-parent', '-m', '--format=%x00%H', '--name-only', '--', 'content')
      for (const line of log.split('\n')) {
        if (line.startsWith('\0')) commit = line.slice(1)
        else if (line && commit) {
          const commits = this.files.get(line) ?? []
          commits.push(commit)
          this.files.set(line, commits)
        }
      }
    }
    return this.files.get(path.join(this.prefix, file)) ?? []
  }

  /** The file as a commit has it, parsed; undefined where it has none. Every version of a file is read at once. */
  private fileAt(commit: string, file: string): unknown {
    const id = `${commit}:${file}`
    if (!this.versions.has(id)) {
      const commits = [...new Set([commit, ...this.commitsOf(file)])].filter(
        (one) => !this.versions.has(`${one}:${file}`),
      )
      // One `git cat-file --batch` for them all: each answer is "<hash> blob <size>\n<bytes>\n", or "… missing\n".
      const output = execFileSync('git', ['cat-file', '--batch'], {
        cwd: this.root,
        input: commits.map((one) => `${one}:./${file}\n`).join(''),
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['pipe', 'pipe', 'ignore'],
      })
      let offset = 0
      for (const one of commits) {
        const end = output.indexOf(10, offset)
        const header = output.subarray(offset, end).toString('utf8').split(' ')
        offset = end + 1
        let data: unknown
        if (header[1] === 'blob') {
          const size = Number(header[2])
          try {
            data = JSON.parse(output.subarray(offset, offset + size).toString('utf8'))
          } catch {
            data = undefined
          }
          offset += size + 1
        }
        this.versions.set(`${one}:${file}`, data)
      }
    }
    return this.versions.get(id)
  }

  /**
   * When a field got the value it has in the working folder: `Infinity` when no commit has it yet,
   * else the place of the commit that gave it. `exact` is false when the history ends before the
   * change (a shallow clone): the change is then no later than the place given.
   */
  changed(file: string, at: readonly PropertyKey[], value: string): { place: number; exact: boolean } {
    const words = wordsOf(value)
    const same = (then: unknown) => typeof then === 'string' && wordsOf(then) === words
    if (!same(valueAt(this.fileAt('HEAD', file), at))) return { place: Infinity, exact: true }
    let place = 0
    for (const commit of this.commitsOf(file)) {
      if (!same(valueAt(this.fileAt(commit, file), at))) return { place, exact: true }
      place = this.order.get(commit) ?? 0
    }
    return { place, exact: !this.shallow }
  }
}

/** Each content file a translation writes, with the site's own and the translation's data, read as they are. */
function filePairs(root: string, folder: string) {
  return contentKeys.flatMap((key) => {
    const kind: Kind = content[key]
    // A language's locale.json says how it writes, not what: nothing in it is made from the English file.
    if (kind.shared || key === 'locale') return []
    const file = contentFile(key)
    const own = readJson(path.join(root, 'content', file))
    const translated = readJson(path.join(root, 'content', folder, file))
    return own === undefined || translated === undefined ? [] : [{ kind, file, own, translated }]
  })
}

/** The records of a translation (content/<folder>/made-from.json), empty where it has none. */
const readRecords = (root: string, folder: string): Records =>
  (readJson(path.join(root, 'content', folder, MADE_FROM)) as Records | undefined) ?? {}

/** The confirmations of a translation's locale.json, as "<file> → <field>" with the English each holds for. */
function confirmations(root: string, folder: string): Set<string> {
  const locale = readJson(path.join(root, 'content', folder, contentFile('locale'))) as
    | { confirmed?: { field?: unknown; english?: unknown }[] }
    | undefined
  return new Set((locale?.confirmed ?? []).map(({ field, english }) => `${String(field)} ${String(english)}`))
}

const histories = new Map<string, History | null>()

/**
 * Every text of a translation (content/<folder>/) beside its English, each current or behind, by
 * the rules at the top of this file. Reads content/ itself: what the firm's content says, never a
 * test's stand-in (CONTENT_OVERRIDE).
 */
export function translationDrift(root: string, folder: string): TranslatedField[] {
  // Read only when a record cannot settle a field: most checks start no git at all.
  const history = () => {
    if (!histories.has(root)) histories.set(root, History.of(root))
    return histories.get(root) ?? null
  }
  const records = readRecords(root, folder)
  const confirmed = confirmations(root, folder)
  const fields: TranslatedField[] = []
  for (const { kind, file, own, translated } of filePairs(root, folder)) {
    for (const pair of translatedTexts(kind.schema, own, translated)) {
      const field = fieldPath(pair.at)
      const english = textHash(pair.own)
      const made = textHash(pair.text)
      const [recordedEnglish, recordedText] = (records[file]?.[field] ?? '').split(' ')
      let behind: boolean
      if (recordedEnglish === english || confirmed.has(`${file} → ${field} ${english}`)) behind = false
      else if (recordedText === made) behind = true
      else {
        const git = history()
        const englishChanged = git?.changed(`content/${file}`, pair.ownAt, pair.own)
        const textChanged = git?.changed(`content/${folder}/${file}`, pair.at, pair.text)
        behind = Boolean(englishChanged?.exact && textChanged && textChanged.place < englishChanged.place)
      }
      fields.push({ file, field, english, text: plainText(pair.text), behind })
    }
  }
  return fields
}

/** A hash no English text has: what a field behind with no record of its English records. */
const UNKNOWN = '----------'

/**
 * Writes content/<folder>/made-from.json from the state of every field: a current field records its
 * English and its text as they are now, a field behind keeps what it was made from. Returns whether
 * the file changed.
 */
export function writeMadeFrom(root: string, folder: string): boolean {
  const before = readRecords(root, folder)
  const records: Records = {}
  for (const { file, field, english, behind, text } of translationDrift(root, folder)) {
    const [recordedEnglish = UNKNOWN] = (before[file]?.[field] ?? '').split(' ')
    records[file] ??= {}
    records[file][field] = `${behind ? recordedEnglish : english} ${textHash(text)}`
  }
  const target = path.join(root, 'content', folder, MADE_FROM)
  const written = `${JSON.stringify(records, null, 2)}\n`
  if (existsSync(target) && readFileSync(target, 'utf8') === written) return false
  writeFileSync(target, written)
  return true
}

/**
 * The list `npm run content:check` and the build print: each text of a translation that is behind its
 * English, named by its language, file and field, with the hash a confirmation names. Empty when none is.
 * `driftOf` gives a translation's fields where the caller has them already (the build marks pages with them).
 */
export function behindLines(
  root: string,
  driftOf: (folder: string) => readonly TranslatedField[] = (folder) => translationDrift(root, folder),
): string[] {
  const [own, ...others] = siteLanguages(root)
  const lines = others.flatMap((language) => {
    const name = `${own.names[language.code] ?? language.code} (${language.name})${language.published ? '' : ', a draft'}`
    return driftOf(language.folder)
      .filter((field) => field.behind)
      .map(
        ({ file, field, english }) => `  ${name}: content/${language.folder}/${file} → ${field} (English ${english})`,
      )
  })
  if (lines.length === 0) return []
  return [
    `${lines.length} translated text${lines.length === 1 ? ' is' : 's are'} behind ${lines.length === 1 ? 'its' : 'their'} English, which changed since: rewrite each, or confirm it in /admin (CONTENT.md, “When the English changes”)`,
    ...lines,
  ]
}
