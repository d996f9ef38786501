/**
 * How a text of the content is named across languages and builds, written here alone (formatTextKey): its
 * file, then its field, an entry of a list named by its `id`, `slug` or `key` where the list's
 * entries have one and by its place where they have none, so that a list reordered, added to or cut
 * keeps the names of its texts. The records of what a translation was made from, a translator's
 * confirmation, the check's lists and the worklist all name a text so:
 *
 *   deadlines.json → deadlines[id=wa-monthly-2026-10].title
 *   partners.json → [slug=margaret-okafor].bio[1]
 *   pages/about.json → values.items[2].text
 *
 * and a confirmation adds the hash of the English it holds for: `services.json → [slug=tax].summary
 * (English 1c0d6e2f9a)`. Pure: the build, the editor's page, the scripts and the tests share it.
 */
import { plainText } from '../runs.ts'
import type { KeyStep } from '../schema-text.ts'

export type { KeyStep }

export interface TextKey {
  /** The content file, as under content/ and content/<folder>/: `deadlines.json`. */
  file: string
  steps: readonly KeyStep[]
}

const SEPARATOR = ' → '

/** A text's field within its file, as every list and record writes it: `deadlines[id=…].title`. */
export function formatField(steps: readonly KeyStep[]): string {
  const field = steps
    .map((step, index) => {
      if (typeof step === 'number') return `[${step}]`
      if (typeof step === 'object') return `[${step.name}=${step.value}]`
      return index === 0 ? step : `.${step}`
    })
    .join('')
  return field || '(whole file)'
}

/** A key as every list and record writes it. */
export const formatTextKey = ({ file, steps }: TextKey) => `${file}${SEPARATOR}${formatField(steps)}`

/**
 * A text's words as a record compares them: its runs' marks taken out, so a mark added or taken out
 * changes nothing; the same words in another Unicode form, or with spaces around, are the same.
 */
const comparable = (text: string) => plainText(text).normalize('NFC').trim()

const FNV_OFFSET = 0xcbf29ce484222325n
const FNV_PRIME = 0x100000001b3n
const MASK = (1n << 64n) - 1n

/**
 * Ten hex digits of a hash of a text's words (64-bit FNV-1a of their UTF-8): how a record and a
 * confirmation name a text. It tells an edited text from the one recorded, nothing more, so a
 * hash that the build and the editor's page compute alike, synchronously, is enough.
 */
export function textHash(text: string): string {
  let hash = FNV_OFFSET
  for (const byte of new TextEncoder().encode(comparable(text))) hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK
  return hash.toString(16).padStart(16, '0').slice(0, 10)
}

/** Whether two texts are the same words. */
export const sameWords = (a: string, b: string) => comparable(a) === comparable(b)

/**
 * A translator's confirmation that a translated text still holds for its English as it now is:
 * the text's key and the hash of that English, chosen in /admin from the texts that are behind
 * (the editor's configuration lists them), never typed.
 */
export const confirmation = {
  format: (key: string, english: string) => `${key} (English ${textHash(english)})`,
  pattern: /^.+\.json → \S+ \(English [0-9a-f]{10}\)$/,
}
