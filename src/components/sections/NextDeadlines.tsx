import { createIsomorphicFn } from '@tanstack/react-start'
import type { ComponentType } from 'react'
import { DatedScript } from '../ui/DatedScript.tsx'
import { KeptMarkup } from '../ui/KeptMarkup.tsx'
import { type DeadlineItemsProps, NextDeadlineItems } from './NextDeadlineItems.tsx'

/** How many of the deadlines still due the list shows. */
const SHOWN = 3

// The items as the server renders them: the prerendered page's alone (src/components/ui/server-markup.ts).
const serverItems = createIsomorphicFn().server(() => NextDeadlineItems)

/**
 * The home page's next three deadlines still due on the visitor's date, from every deadline of the
 * calendar from the day the site was built on, so a page built weeks or months before it is opened
 * still lists three while three remain.
 *
 * The prerendered page has them all as markup (NextDeadlineItems), all but the first three hidden,
 * and DatedScript shows the right three before the page is drawn. Hydrating, React keeps that
 * markup as the page has it (KeptMarkup), so the first visit's JavaScript carries neither the
 * deadlines nor their code. When a click brings the visitor
 * to the page, the home route's loader imports them (src/routes/index.tsx) and the list renders
 * `items`; they are undefined on the page the browser loaded.
 */
export function NextDeadlines({ items }: { items: ComponentType<DeadlineItemsProps> | undefined }) {
  const Items = serverItems() ?? items
  return (
    <>
      <KeptMarkup
        as="ol"
        Items={Items && (() => <Items shown={SHOWN} />)}
        data-dated=""
        data-first={SHOWN}
        className="mt-8 grid gap-4 sm:grid-cols-3"
      />
      <DatedScript />
    </>
  )
}
