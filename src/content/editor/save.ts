/**
 * What the editor does before it saves a file (save-hook.ts, its page's hook): the content check the
 * build runs (src/content/check-files.ts), on the content as the site was last built with this
 * file in every language as the save would write it; and, where the save would break nothing, each
 * translation's records of what the file's texts were made from (src/content/translation/records.ts),
 * so a translator's rewrite or confirmation is recorded by the save itself.
 *
 * A save is refused when it adds a problem the build would fail on, anywhere in the content (a
 * picture taken out that a person still shows names the person's file), with the check's own words;
 * a problem the content had before is not the save's to fix. A draft translation's problems are its
 * translators' to-do, never a refusal.
 *
 * Pure: the editor's page runs it, and the tests in Node (tests/editor-save.test.ts,
 * tests/translation-drift.test.ts, tests/editor-accepts.test.ts).
 */
import { byFileName, checkOwnFiles, checkTranslationFiles, type RawFiles } from '../check-files.ts'
import { listName } from '../cms-config.ts'
import { content, contentFile, contentKeys } from '../collections.ts'
import { asSaved } from '../format.ts'
import { editionsSchema } from '../kinds/editions.ts'
import type { ContentProblem } from '../problems.ts'
import { jsonSchemaOf } from '../schema-text.ts'
import { recordsFor } from '../translation/drift.ts'
import type { FileRecords } from '../translation/records.ts'

/** The content as the site was built with it: what /admin/content.json holds (postbuild/admin.ts). */
export interface Snapshot {
  /** The site's own files, by name (`services.json`). */
  own: Record<string, unknown>
  translations: { folder: string; published: boolean; files: Record<string, unknown> }[]
}

/** A save of one file: its name, and its data in each language the editor writes it in, by folder ('' for the site's own). */
export interface Save {
  file: string
  data: Readonly<Record<string, unknown>>
}

const keyOf = new Map(contentKeys.map((key) => [contentFile(key), key]))
const byKey = (files: Record<string, unknown>): RawFiles => {
  const raw: RawFiles = {}
  for (const [file, data] of Object.entries(files)) {
    const key = keyOf.get(file)
    if (key) raw[key] = data
  }
  return raw
}

/** What the build would fail on: the site's own problems and every published translation's, each as the check writes it. */
function blocking(snapshot: Snapshot) {
  const own = checkOwnFiles(byKey(snapshot.own))
  const translations = snapshot.translations.map((translation) => ({
    translation,
    report: checkTranslationFiles(own.raw, translation.folder, byKey(translation.files)),
  }))
  const line = ({ file, field, message }: ContentProblem) => `content/${file} → ${field}: ${message}`
  return {
    problems: [
      ...own.problems,
      ...translations.filter(({ translation }) => translation.published).flatMap(({ report }) => report.problems),
    ].map(line),
    translations,
  }
}

const before = new WeakMap<Snapshot, ReadonlySet<string>>()

/** The file that says which translations are published (kinds/editions.ts): a save of it publishes or withdraws them. */
const EDITIONS_FILE = contentFile('editions')

/** The content with the save's file as each language would write it, a translation's only where the save has it. */
export function withSave(snapshot: Snapshot, save: Save): Snapshot {
  const written = (folder: string, files: Record<string, unknown>) =>
    folder in save.data ? { ...files, [save.file]: save.data[folder] } : files
  const own = written('', snapshot.own)
  const published = editionsSchema.safeParse(own[EDITIONS_FILE])
  return {
    own,
    translations: snapshot.translations.map((translation) => ({
      ...translation,
      ...(published.success
        ? { published: (published.data.editions ?? []).some((code) => code === translation.folder) }
        : {}),
      files: written(translation.folder, translation.files),
    })),
  }
}

/**
 * A language a save of editions.json publishes that the site has no translation of yet. A new
 * language starts as a draft, which needs no folder: the next build offers it in the editor beside
 * English, and its translators write its files there.
 */
function unknownEditions(snapshot: Snapshot, save: Save): string[] {
  if (save.file !== EDITIONS_FILE) return []
  const published = editionsSchema.safeParse(save.data[''])
  const folders = new Set(snapshot.translations.map((translation) => translation.folder))
  return published.success
    ? (published.data.editions ?? [])
        .filter((code) => !folders.has(code))
        .map(
          (code) =>
            `content/${EDITIONS_FILE} → editions: ${code} has no translation to publish yet: list it under drafts first, and translate it in the editor`,
        )
    : []
}

/** The snapshot's file name, beside the editor's pages under /admin/. */
export const SNAPSHOT_FILE = 'content.json'

/**
 * The save checked: refused with what it would break, or each translation's records of the file as
 * the save brings them up to date, by folder, to write into it (records.ts's placeRecords).
 */
export function checkSave(
  snapshot: Snapshot,
  save: Save,
): { refused: string[] } | { records: Readonly<Record<string, FileRecords>> } {
  const known = before.get(snapshot) ?? new Set(blocking(snapshot).problems)
  before.set(snapshot, known)
  // As the editor writes the file: an optional field left empty is left out.
  const saved: Record<string, unknown> = {}
  for (const [folder, data] of Object.entries(save.data)) saved[folder] = asSaved(save.file, data)
  const after = blocking(withSave(snapshot, { file: save.file, data: saved }))
  const refused = [...unknownEditions(snapshot, save), ...after.problems.filter((problem) => !known.has(problem))]
  if (refused.length > 0) return { refused }
  const records: Record<string, FileRecords> = {}
  for (const { translation, report } of after.translations) {
    if (!(translation.folder in save.data)) continue
    const texts = report.texts.filter((text) => text.file === save.file)
    records[translation.folder] = recordsFor(texts, report.records).get(save.file) ?? new Map()
  }
  return { records }
}

/** The content of a site as the snapshot holds it, from each language's files as written. */
export const snapshotOf = (
  own: RawFiles,
  translations: readonly { folder: string; published: boolean; raw: RawFiles }[],
): Snapshot => ({
  own: { ...byFileName(own) },
  translations: translations.map(({ folder, published, raw }) => ({
    folder,
    published,
    files: { ...byFileName(raw) },
  })),
})

/**
 * The field the editor holds a file's data under when the file is a list at its top (`services` for
 * services.json: cms-config.ts's root list), or undefined for a file that is an object.
 */
export function listFieldOf(file: string): string | undefined {
  const key = keyOf.get(file)
  if (!key || jsonSchemaOf(content[key].schema).type !== 'array') return undefined
  return listName(file)
}
