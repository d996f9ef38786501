import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * After a client-side navigation to another page, moves focus to the new
 * page's heading (or the fragment it links to) and announces the new title,
 * as a full page load would for screen-reader and keyboard users. The first
 * load and changes of the query string alone (choosing a partner) leave focus
 * where it is.
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const [message, setMessage] = useState('')

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return
        const hash = event.toLocation.hash
        // Wait for the frame that shows the new page, then move focus: the new page paints
        // first, and its title is in the document by then.
        requestAnimationFrame(() =>
          setTimeout(() => {
            const target =
              (hash && document.getElementById(hash)) ||
              document.querySelector<HTMLElement>('main h1') ||
              document.getElementById('main')
            if (target) {
              if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
              target.focus({ preventScroll: true })
            }
            setMessage(document.title)
          }),
        )
      }),
    [router],
  )

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  )
}
