import { type Prose, plainText } from '~/content/runs.ts'
import { runs } from './runs.tsx'

/** Text that content/ keeps as a list of paragraphs, one `<p>` each, all with the same classes. */
export function Paragraphs({ paragraphs, className }: { paragraphs: readonly Prose[]; className: string }) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={plainText(paragraph)} className={className}>
          {runs(paragraph)}
        </p>
      ))}
    </>
  )
}
