/**
 * What the content check reports: a problem names the file, the field and what is wrong, in words
 * for the firm's staff. Its own module so that the kinds, which report problems, and the check,
 * which runs them, import it without importing each other.
 */

export interface ContentProblem {
  /** The file's path under content/ (another language's files under its folder). */
  file: string
  field: string
  message: string
}

/** A problem found in one file (a kind's check, a translation's); whoever read the file adds its name. */
export type FieldProblem = Omit<ContentProblem, 'file'>

export class ContentError extends Error {
  readonly problems: ContentProblem[]
  constructor(problems: ContentProblem[]) {
    super(
      `Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  content/${p.file} → ${p.field}: ${p.message}`).join('\n'),
    )
    this.name = 'ContentError'
    this.problems = problems
  }
}

/** Writes a zod path the way an editor reads it: `[1].info[0].title`. */
export function fieldPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return '(whole file)'
  return segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`
      const name = String(segment)
      return index === 0 ? name : `.${name}`
    })
    .join('')
}
