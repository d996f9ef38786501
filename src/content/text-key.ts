/**
 * The name of a text of the content that stays the same when a list is reordered, added to or cut:
 * its file, then its field, an entry of a list named by its `id`, `slug` or `key` where the list's
 * entries have one and by its place where they have none. The records of what a translation was
 * made from (made-from.json), a translator's confirmation, the check's lists and the worklist all
 * name a text so, written and read here alone:
 *
 *   deadlines.json → deadlines[id=wa-monthly-2026-10].title
 *   partners.json → [slug=margaret-okafor].bio[1]
 *   pages/about.json → values.items[2].text
 *
 * Pure: the build, the scripts and the tests share it.
 */

/** A step into the content: a field's name, a list entry's place, or a list entry's id, slug or key. */
export type KeyStep = string | number | { name: 'id' | 'slug' | 'key'; value: string }

export interface TextKey {
  /** The content file, as under content/ and content/<folder>/: `deadlines.json`. */
  file: string
  steps: readonly KeyStep[]
}

/** The fields that name a list's entries across languages, best first. */
export const ENTRY_NAMES = ['id', 'slug', 'key'] as const

const SEPARATOR = ' → '

/** A key as every list and record writes it. */
export function formatTextKey({ file, steps }: TextKey): string {
  const field = steps
    .map((step, index) => {
      if (typeof step === 'number') return `[${step}]`
      if (typeof step === 'object') return `[${step.name}=${step.value}]`
      return index === 0 ? step : `.${step}`
    })
    .join('')
  return `${file}${SEPARATOR}${field || '(whole file)'}`
}

const STEP = /^(?:\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\[(id|slug|key)=([^\]]+)\])/

/** A key written by formatTextKey, or undefined when the text is not one. */
export function parseTextKey(text: string): TextKey | undefined {
  const at = text.indexOf(SEPARATOR)
  if (at < 1) return undefined
  const file = text.slice(0, at)
  let rest = text.slice(at + SEPARATOR.length)
  if (!/\.json$/.test(file)) return undefined
  if (rest === '(whole file)') return { file, steps: [] }
  const steps: KeyStep[] = []
  while (rest) {
    const found = STEP.exec(rest)
    if (!found) return undefined
    if (found[1] !== undefined) steps.push(found[1])
    else if (found[2] !== undefined) steps.push(Number(found[2]))
    else steps.push({ name: found[3] as 'id' | 'slug' | 'key', value: found[4] ?? '' })
    rest = rest.slice(found[0].length)
  }
  return { file, steps }
}
