import site from 'content:site/summary'
import { useRouter } from '@tanstack/react-router'
import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { runs } from '../ui/runs.tsx'
import { LanguageLinks } from './LanguageLinks.tsx'
import { MainNavLinks } from './MainNavLinks.tsx'
import { Shortcuts } from './Shortcuts.tsx'

const MENU_ID = 'main-menu'
/** Set on the panel while it is open, once the script runs it (app.css shows it then). */
const OPEN_ATTRIBUTE = 'data-open'

/**
 * The phone menu.
 *
 * The server's HTML makes it a popover (the HTML Popover API): before hydration, and without
 * JavaScript, the browser opens and closes it from its button, closes it on Escape and on a
 * click outside, and announces the button's expanded state.
 *
 * Once hydrated, the script runs it instead, without popovers: a popover is moved into the top
 * layer each time it opens, and that move costs a style and layout of the whole page (on a
 * slowed phone the first opening took 72–120 ms against 40–64 ms for a panel that stays in
 * place; BENCHMARKS.md has the current figures). A toggle is an attribute on the panel and
 * `aria-expanded` on the button, set directly: no React render, and no layout either (the
 * closed panel is hidden with its layout kept, app.css). The script closes the menu on Escape
 * (focus back on the button), on a press outside it, when an item is chosen, and when the
 * page changes.
 */
export function MobileMenu() {
  const [scripted, setScripted] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const menuRef = useRef<ScriptedMenu | null>(null)
  const router = useRouter()

  useEffect(() => {
    const panel = panelRef.current
    // Opened as a popover before hydration: it stays open, now run by the script.
    if (panel?.matches(':popover-open')) {
      panel.hidePopover()
      panel.setAttribute(OPEN_ATTRIBUTE, '')
    }
    setScripted(true)
  }, [])

  useEffect(() => {
    const toggle = toggleRef.current
    const panel = panelRef.current
    if (!scripted || !toggle || !panel) return
    const menu = new ScriptedMenu(toggle, panel)
    menuRef.current = menu
    return () => {
      menu.detach()
      menuRef.current = null
    }
  }, [scripted])

  // A completed navigation (back and forward included) closes the menu. A router event rather
  // than the path as state: the menu has nothing to render when the page changes.
  useEffect(() => router.subscribe('onResolved', () => menuRef.current?.close()), [router])

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={scripted ? undefined : MENU_ID}
        title={site.menuButton.open}
        aria-label={site.menuButton.open}
        aria-controls={MENU_ID}
        className="inline-grid size-11 place-items-center rounded-md border border-cedar-200 bg-white text-cedar-900 hover:bg-cedar-50"
      >
        <Menu aria-hidden="true" className="menu-icon-closed size-6 [grid-area:1/1]" />
        <X aria-hidden="true" className="menu-icon-open size-6 [grid-area:1/1]" />
      </button>
      <div
        ref={panelRef}
        id={MENU_ID}
        popover={scripted ? undefined : 'auto'}
        className="border-b border-cedar-200 bg-white shadow-lg"
      >
        <MainNavLinks
          className="mx-auto max-w-6xl px-4 pb-6 pt-2 sm:px-6"
          listClassName="divide-y divide-cedar-100"
          linkClassName="flex min-h-12 items-center rounded-sm px-2 text-lg font-medium text-ink hover:text-cedar-800"
          activeClassName="font-semibold text-cedar-800 underline decoration-2 underline-offset-8"
        >
          <Shortcuts className="mt-4 flex-col sm:flex-row" />
          <LanguageLinks
            className="mt-4 text-cedar-700"
            linkClassName="inline-flex min-h-11 items-center rounded-sm px-2 font-medium text-cedar-900 underline"
          />
          {/* Without JavaScript the panel has a way to close it at its end; with it, Escape and the toggle do. */}
          {scripted ? null : (
            <button
              type="button"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              className="mt-4 inline-flex min-h-11 items-center gap-2 font-medium text-cedar-800 underline"
            >
              <X aria-hidden="true" className="size-5" />
              {runs(site.menuButton.close)}
            </button>
          )}
        </MainNavLinks>
      </div>
    </div>
  )
}

/** The menu's behaviour once the script runs it: listeners on the button and panel, and on the document while open. */
class ScriptedMenu {
  private readonly toggle: HTMLButtonElement
  private readonly panel: HTMLElement

  constructor(toggle: HTMLButtonElement, panel: HTMLElement) {
    this.toggle = toggle
    this.panel = panel
    toggle.setAttribute('aria-expanded', String(panel.hasAttribute(OPEN_ATTRIBUTE)))
    toggle.addEventListener('click', this.onToggle)
    panel.addEventListener('click', this.onPanelClick)
    if (panel.hasAttribute(OPEN_ATTRIBUTE)) this.listenWhileOpen(true)
  }

  close(): void {
    if (this.panel.hasAttribute(OPEN_ATTRIBUTE)) this.onToggle()
  }

  detach(): void {
    this.toggle.removeEventListener('click', this.onToggle)
    this.panel.removeEventListener('click', this.onPanelClick)
    this.listenWhileOpen(false)
  }

  private readonly onToggle = () => {
    const open = this.panel.toggleAttribute(OPEN_ATTRIBUTE)
    this.toggle.setAttribute('aria-expanded', String(open))
    this.listenWhileOpen(open)
  }

  private readonly onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) this.close()
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    this.onToggle()
    this.toggle.focus()
  }

  private readonly onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node
    if (!this.panel.contains(target) && !this.toggle.contains(target)) this.onToggle()
  }

  private listenWhileOpen(open: boolean) {
    if (open) {
      document.addEventListener('keydown', this.onKeyDown)
      document.addEventListener('pointerdown', this.onPointerDown)
    } else {
      document.removeEventListener('keydown', this.onKeyDown)
      document.removeEventListener('pointerdown', this.onPointerDown)
    }
  }
}
