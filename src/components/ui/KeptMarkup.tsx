import type { ComponentType, HTMLAttributes } from 'react'

/**
 * An element whose contents are markup of the prerendered page on the page the browser loaded, and
 * rendered by `Items` once a click brings the visitor to a page that has it (the route's loader
 * imports them then): the first visit's JavaScript carries neither the contents nor their code,
 * and hydration renders none of them. Hydrating, React keeps the markup as the page has it (an empty
 * `dangerouslySetInnerHTML`, which hydration does not compare: src/components/ui/server-markup.ts).
 * The server renders `Items` itself.
 */
export function KeptMarkup({
  as: Element,
  Items,
  ...attributes
}: { as: 'ol' | 'ul' | 'div'; Items: ComponentType | undefined } & HTMLAttributes<HTMLElement>) {
  return (
    <Element
      // A new element when the items come: React would add them to the markup it kept, not replace it.
      key={Items ? 'rendered' : 'as-built'}
      suppressHydrationWarning
      {...attributes}
      {...(Items ? {} : { dangerouslySetInnerHTML: { __html: '' } })}
    >
      {Items ? <Items /> : null}
    </Element>
  )
}
