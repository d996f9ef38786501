import type { ReactNode } from 'react'
import { Filled } from './filled.tsx'

/**
 * Parts a language joins with its own punctuation (locale.json → `joins`): "{a} · {b}" between the
 * items of a line, "{a}, {b}" and "{a} and {b}" for names, "{a} {b}" between two sentences (none in
 * Japanese). The first two parts are joined, then that and the third, and so on; with `last`, the
 * last two by it. No component writes the punctuation itself.
 */
export function Joined({
  pattern,
  last = pattern,
  parts,
}: {
  pattern: string
  last?: string
  parts: readonly ReactNode[]
}): ReactNode {
  if (parts.length <= 1) return parts[0] ?? null
  return (
    <Filled pattern={last} parts={{ a: <Joined pattern={pattern} parts={parts.slice(0, -1)} />, b: parts.at(-1) }} />
  )
}
