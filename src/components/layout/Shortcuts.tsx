import { Link } from '@tanstack/react-router'
import { CreditCard, Upload } from 'lucide-react'
import { firm } from '~/content/firm.ts'
import { site } from '~/content/site.ts'
import { cn } from '../ui/cn.ts'
import { NewTabLink } from './NewTabLink.tsx'

interface ShortcutsProps {
  className?: string
  onNavigate?: () => void
}

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-md border border-cedar-200 bg-white px-3 py-1.5 text-left hover:border-cedar-600 hover:bg-cedar-50'

/** The two client shortcuts: the upload portal (new tab) and the invoice page. */
export function Shortcuts({ className, onNavigate }: ShortcutsProps) {
  const { upload, pay } = site.shortcuts
  return (
    <ul className={cn('flex gap-2', className)}>
      <li>
        <NewTabLink href={firm.uploadPortalUrl} className={itemClass}>
          <Upload aria-hidden="true" className="size-5 shrink-0 text-cedar-700" />
          <span className="flex flex-col leading-tight">
            <span className="text-xs font-medium uppercase tracking-wide text-ink-soft">{upload.label}</span>
            <span className="text-sm font-semibold text-cedar-900">{upload.text}</span>
          </span>
        </NewTabLink>
      </li>
      <li>
        <Link to="/invoice" onClick={onNavigate} className={itemClass}>
          <CreditCard aria-hidden="true" className="size-5 shrink-0 text-cedar-700" />
          <span className="flex flex-col leading-tight">
            <span className="text-xs font-medium uppercase tracking-wide text-ink-soft">{pay.label}</span>
            <span className="text-sm font-semibold text-cedar-900">{pay.text}</span>
          </span>
        </Link>
      </li>
    </ul>
  )
}
