import firm from 'content:firm'
import { Mail, Phone } from 'lucide-react'
import { cn } from '../ui/cn.ts'

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold text-cedar-800 underline hover:text-cedar-900'

/** The firm's phone and e-mail as links (billing e-mail on the invoice page). */
export function ContactLines({ email = firm.email, className }: { email?: string; className?: string }) {
  return (
    <p className={cn('flex flex-wrap gap-x-6 gap-y-1', className)}>
      <a href={`tel:${firm.phone.tel}`} className={linkClass}>
        <Phone aria-hidden="true" className="size-4" />
        <span className="phone-number">{firm.phone.display}</span>
      </a>
      <a href={`mailto:${email}`} className={cn(linkClass, 'break-all')}>
        <Mail aria-hidden="true" className="size-4" />
        {email}
      </a>
    </p>
  )
}
