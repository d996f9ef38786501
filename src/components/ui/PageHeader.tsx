import type { ReactNode } from 'react'
import { Container } from './Container.tsx'

/** The heading band at the top of an inner page. */
export function PageHeader({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <div className="border-b border-cedar-100 bg-cedar-50">
      <Container className="py-10 sm:py-14">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-cedar-900 sm:text-4xl">{heading}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-ink-soft">{children}</div> : null}
      </Container>
    </div>
  )
}
