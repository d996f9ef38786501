import joins from 'content:locale/joins'
import page from 'content:pages/deadlines'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { cn } from '~/components/ui/cn.ts'
import { Joined } from '~/components/ui/joined.tsx'
import { runs } from '~/components/ui/runs.tsx'
import { linkStyles } from '~/components/ui/styles.ts'

/** The calendar's note that it is being updated, with the link to the IRS's own calendar. */
export function UpdatingNote({ className }: { className?: string }) {
  return (
    <p className={cn('rounded-lg border border-amber-accent/40 bg-amber-50 p-4', className)}>
      <Joined
        pattern={joins.space}
        parts={[
          runs(page.updating.text),
          <NewTabLink key="irs" href={page.updating.url} hrefLang={page.updating.language} className={linkStyles.lead}>
            {runs(page.updating.linkText)}
          </NewTabLink>,
        ]}
      />
    </p>
  )
}
