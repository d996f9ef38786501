import firm from 'content:firm/summary'
import site from 'content:site/summary'
import { Link } from '@tanstack/react-router'
import { CreditCard, Upload } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Prose } from '~/content/runs.ts'
import { cn } from '../ui/cn.ts'
import { runs } from '../ui/runs.tsx'
import { NewTabLink } from './NewTabLink.tsx'

interface ShortcutsProps {
  className?: string
  /** `panel`: bordered buttons on a light background; `bar`: compact links on the dark header bar. */
  variant?: 'panel' | 'bar'
}

const styles = {
  panel: {
    item: 'flex min-h-11 items-center gap-3 rounded-md border border-cedar-200 bg-white px-3 py-1.5 text-left hover:border-cedar-600 hover:bg-cedar-50',
    icon: 'size-5 shrink-0 text-cedar-700',
    label: 'text-xs font-medium uppercase tracking-wide text-ink-soft',
    text: 'text-sm font-semibold text-cedar-900',
  },
  bar: {
    item: 'flex min-h-11 items-center gap-2 rounded-sm px-2 text-left text-white hover:bg-cedar-800',
    icon: 'size-4 shrink-0 text-cedar-200',
    label: 'text-[0.7rem] font-medium uppercase tracking-wider text-cedar-200',
    text: 'text-sm font-semibold',
  },
} as const

type Style = (typeof styles)[keyof typeof styles]

/** A shortcut's icon, its small label and its words. */
function ShortcutBody({
  icon: Icon,
  label,
  text,
  style,
}: {
  icon: typeof Upload
  label: Prose
  text: ReactNode
  style: Style
}) {
  return (
    <>
      <Icon aria-hidden="true" className={style.icon} />
      <span className="flex flex-col leading-tight">
        <span className={style.label}>{runs(label)}</span>
        <span className={style.text}>{text}</span>
      </span>
    </>
  )
}

/** The two client shortcuts: the upload portal (new tab) and the invoice page, each with its small label. */
export function Shortcuts({ className, variant = 'panel' }: ShortcutsProps) {
  const { upload, pay } = site.shortcuts
  const style = styles[variant]
  return (
    <ul className={cn('flex gap-2', className)}>
      <li>
        <NewTabLink href={firm.uploadPortalUrl} className={style.item}>
          {(named) => <ShortcutBody icon={Upload} label={upload.label} text={named(runs(upload.text))} style={style} />}
        </NewTabLink>
      </li>
      <li>
        <Link to="/invoice/" className={style.item}>
          <ShortcutBody icon={CreditCard} label={pay.label} text={runs(pay.text)} style={style} />
        </Link>
      </li>
    </ul>
  )
}
