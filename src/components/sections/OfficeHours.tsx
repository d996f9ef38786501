import firm from 'content:firm'
import { plainText } from '~/content/runs.ts'
import { runs } from '../ui/runs.tsx'

export function OfficeHours() {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {firm.officeHours.map((row) => (
          <div key={plainText(row.days)} className="contents">
            <dt className="font-medium text-ink">{runs(row.days)}</dt>
            <dd className="text-ink-soft">{runs(row.hours)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-soft">{runs(firm.hoursNote)}</p>
    </>
  )
}
