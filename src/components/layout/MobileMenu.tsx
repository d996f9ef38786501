import { useRouterState } from '@tanstack/react-router'
import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { site } from '~/content/site.ts'
import { cn } from '../ui/cn.ts'
import { MainNavLinks } from './MainNavLinks.tsx'
import { Shortcuts } from './Shortcuts.tsx'

const MENU_ID = 'main-menu'
const toggleClass =
  'inline-flex size-11 items-center justify-center rounded-md border border-cedar-200 bg-white text-cedar-900 hover:bg-cedar-50'

/**
 * The phone menu. Server HTML carries a link that opens the panel through
 * `:target`, so the menu works before (or without) JavaScript; once hydrated
 * it becomes a real disclosure button that also closes on Escape, on a click
 * outside, and when an item is chosen.
 */
export function MobileMenu() {
  const [enhanced, setEnhanced] = useState(false)
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  useEffect(() => setEnhanced(true), [])

  // A completed navigation (including back/forward) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return
      setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  const close = () => setOpen(false)

  return (
    <div className="lg:hidden">
      {enhanced ? (
        <button
          ref={toggleRef}
          type="button"
          title={site.menuButton.open}
          aria-label={site.menuButton.open}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
          className={toggleClass}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      ) : (
        <a href={`#${MENU_ID}`} title={site.menuButton.open} aria-label={site.menuButton.open} className={toggleClass}>
          <Menu aria-hidden="true" className="size-6" />
        </a>
      )}
      <div
        ref={panelRef}
        id={MENU_ID}
        className={cn(
          'absolute inset-x-0 top-full z-40 border-b border-cedar-200 bg-white shadow-lg',
          enhanced && open ? 'block' : 'hidden',
        )}
      >
        <nav aria-label={site.mainNavLabel} className="mx-auto max-w-6xl px-4 pb-6 pt-2 sm:px-6">
          <ul className="divide-y divide-cedar-100">
            <MainNavLinks
              onNavigate={close}
              linkClassName="flex min-h-12 items-center rounded-sm px-2 text-lg font-medium text-ink hover:text-cedar-800"
              activeClassName="font-semibold text-cedar-800 underline decoration-2 underline-offset-8"
            />
          </ul>
          <Shortcuts onNavigate={close} className="mt-4 flex-col sm:flex-row" />
          {enhanced ? null : (
            <a
              href="#top"
              className="mt-4 inline-flex min-h-11 items-center gap-2 font-medium text-cedar-800 underline"
            >
              <X aria-hidden="true" className="size-5" />
              {site.menuButton.close}
            </a>
          )}
        </nav>
      </div>
    </div>
  )
}
