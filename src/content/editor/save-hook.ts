/**
 * The editor's page's hook on every save (Sveltia CMS's `preSave` event, which may change what is
 * written or stop it): save.ts's check of the file as each language would write it, and each
 * translation's records. A save the build would fail on is refused in the editor's own error
 * dialog, with the check's words; a save that breaks nothing is written with its records.
 *
 * The content it checks against is the site's as last built (/admin/content.json, written by
 * postbuild/admin.ts), fetched at the first save. Bundled for the browser by postbuild/admin.ts and
 * loaded after the editor by each editor page (a module, so it runs once the editor's own script
 * has); the editor needs Immutable.js for its hooks, which the site serves too. Browser only.
 */
import { placeRecords } from '../translation/records.ts'
import { checkSave, listFieldOf, SNAPSHOT_FILE, type Snapshot } from './save.ts'

/** An Immutable.js Map of the entry, as the editor hands it to a hook (only what is used here). */
interface EntryMap {
  toJS(): {
    path: string
    data: Record<string, unknown>
    i18n?: Record<string, { data: Record<string, unknown> }>
  }
  setIn(path: readonly string[], value: unknown): EntryMap
}

interface EditorApi {
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: EntryMap }) => Promise<EntryMap> }): void
}

declare global {
  interface Window {
    CMS?: EditorApi
  }
}

/** The editor's own fields on a list item (its item ids), which it never writes to a file. */
const INTERNAL = /^__sc_/
const withoutInternal = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutInternal)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !INTERNAL.test(key))
        .map(([key, item]) => [key, withoutInternal(item)]),
    )
  return value
}

/** Beside this script, which every editor page loads from /admin/. */
const snapshotUrl = new URL(SNAPSHOT_FILE, import.meta.url)

let snapshot: Promise<Snapshot> | undefined
const content = () => {
  snapshot ??= fetch(snapshotUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${snapshotUrl.pathname} answered ${response.status}`)
      return response.json() as Promise<Snapshot>
    })
    .catch((error: unknown) => {
      snapshot = undefined
      throw error
    })
  return snapshot
}

/** An error the editor shows in its dialog, with our words (it shows the cause of a `saving_failed`). */
const refusal = (lines: readonly string[]) =>
  new Error('saving_failed', {
    cause: new Error(
      `The site could not be built with this change, so it is not saved. Correct it and save again:\n${lines.join('\n')}`,
    ),
  })

async function beforeSave({ entry }: { entry: EntryMap }): Promise<EntryMap> {
  const { path, data, i18n = {} } = entry.toJS()
  const file = path.replace(/^content\//, '')
  const field = listFieldOf(file)
  // A list file is held under one field; an object file is the data itself.
  const fileOf = (value: Record<string, unknown>) => withoutInternal(field ? value[field] : value)
  const languages: Record<string, unknown> = { '': fileOf(data) }
  for (const [locale, { data: translated }] of Object.entries(i18n)) languages[locale] = fileOf(translated)
  const result = checkSave(await content(), { file, data: languages })
  if ('refused' in result) throw refusal(result.refused)
  let next = entry
  for (const [locale, { data: translated }] of Object.entries(i18n)) {
    const records = result.records[locale]
    if (!records) continue
    const place = field ? [field] : []
    next = next.setIn(['i18n', locale, 'data', ...place], placeRecords(field ? translated[field] : translated, records))
  }
  return next
}

window.CMS?.registerEventListener({ name: 'preSave', handler: beforeSave })
