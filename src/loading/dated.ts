/**
 * The dated script in the browser: corrects a dated list of a prerendered page to the visitor's
 * date before the page is first drawn, by the rule of src/content/on-day.ts, so a page built days
 * or months before it is opened shows what is current and nothing shifts once it is on screen.
 * The components apply the same rule once hydrated (src/lib/use-today.ts). dated.inline.ts is the
 * entry of its bundle; dated-script.ts gives the code to the server build, which writes it after
 * each list (src/components/ui/DatedScript.tsx).
 *
 * What it reads of the list's markup:
 *  - an item with `data-due` (a deadline's date) is hidden unless still due; a list with
 *    `data-first="n"` shows only the first n still due;
 *  - the first deadline still due shows its `data-next` mark, the others hide theirs;
 *  - an item with `data-from` and `data-until` (a notice's first and last day) is hidden unless
 *    shown on the day;
 *  - a `data-group` with no deadline left is hidden;
 *  - a `data-when-empty` message shows when nothing is left, and a list with `data-hide-empty`
 *    hides itself then.
 */
import { isShownOn, nextDue, stillDue } from '../content/on-day.ts'

const attribute = (element: Element, name: string) => element.getAttribute(name) ?? ''

export function showCurrent(list: HTMLElement, today: string): void {
  const deadlines = [...list.querySelectorAll<HTMLElement>('[data-due]')].map((element) => ({
    element,
    date: attribute(element, 'data-due'),
  }))
  const due = stillDue(deadlines, today, Number(list.getAttribute('data-first')) || undefined)
  const next = nextDue(deadlines, today)
  for (const deadline of deadlines) {
    deadline.element.hidden = !due.includes(deadline)
    const mark = deadline.element.querySelector<HTMLElement>('[data-next]')
    if (mark) mark.hidden = deadline !== next
  }
  const notices = [...list.querySelectorAll<HTMLElement>('[data-from]')]
  for (const notice of notices) {
    const days = { firstDay: attribute(notice, 'data-from'), lastDay: attribute(notice, 'data-until') }
    notice.hidden = !isShownOn(days, today)
  }
  for (const group of list.querySelectorAll<HTMLElement>('[data-group]')) {
    group.hidden = [...group.querySelectorAll<HTMLElement>('[data-due]')].every((item) => item.hidden)
  }
  const left = due.length + notices.filter((notice) => !notice.hidden).length
  const whenEmpty = list.querySelector<HTMLElement>('[data-when-empty]')
  if (whenEmpty) whenEmpty.hidden = left > 0
  if (left === 0 && list.hasAttribute('data-hide-empty')) list.hidden = true
}
