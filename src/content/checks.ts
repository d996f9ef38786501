/** Rules that several kinds' checks share: each value once in a list, links to pages that exist. */
import type { FieldProblem } from './problems.ts'

/** Each value once in a list: `key` names the field, `list` the path of the list in the file ('' for the file). */
export function duplicates(
  values: readonly string[],
  { key = 'slug', list = '' }: { key?: string; list?: string } = {},
): FieldProblem[] {
  const problems: FieldProblem[] = []
  const seen = new Map<string, number>()
  values.forEach((value, index) => {
    const first = seen.get(value)
    if (first !== undefined) {
      problems.push({
        field: `${list}[${index}].${key}`,
        message: `duplicate ${key} "${value}" (also used by entry [${first}])`,
      })
    } else {
      seen.set(value, index)
    }
  })
  return problems
}

/** A link to a page of the site must name a page the table has. */
export function pageLinkProblem(field: string, address: string, sitePaths: readonly string[]): FieldProblem[] {
  return sitePaths.includes(address)
    ? []
    : [{ field, message: `"${address}" is not a page of the site: use one of ${sitePaths.join(', ')}` }]
}
