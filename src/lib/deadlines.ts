/**
 * Dated content in the browser: the visitor's own date decides which deadlines are past, which is
 * next, and which notices have ended. The prerendered page is right on the day it was built (its
 * content modules start that day, src/content/views.ts); a page opened later corrects itself twice,
 * with the same rule each time:
 *  - before its first paint, DATED_SCRIPT (inline, right after the list it corrects) hides what is
 *    past and moves the "next" mark, so nothing shifts once the page is on screen;
 *  - once React has hydrated, useToday() gives the components the visitor's date, and they render
 *    exactly what the script left on screen.
 */
import { useSyncExternalStore } from 'react'

const pad = (n: number) => String(n).padStart(2, '0')

/** A date as YYYY-MM-DD in the visitor's own time zone. */
export const localIsoDate = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`

const noSubscription = () => () => {}
const visitorsDate = () => localIsoDate(new Date())
/** Null while the page is built and while it hydrates (the page as built), then the visitor's date. */
const builtDate = () => null

export function useToday(): string | null {
  return useSyncExternalStore(noSubscription, visitorsDate, builtDate)
}

/** What of a list is still due on `today` (null: the page as built, all of it). */
export const stillDue = <T extends { date: string }>(items: readonly T[], today: string | null): T[] =>
  today === null ? [...items] : items.filter((item) => item.date >= today)

/**
 * The inline script that corrects a dated list before the first paint. It reads the element just
 * before it: items carry `data-due` (a deadline) or `data-from` and `data-until` (a notice's first and
 * last day); what is not current gets `hidden`, as does every deadline after the container's `data-limit`; the first
 * deadline still due shows its `data-next` mark; a `data-group` with nothing left is hidden; a
 * `data-when-empty` message shows when nothing is left; a container with `data-hide-empty` hides
 * itself then. Plain text, not a bundled function, so the server and the browser write the same
 * script and the page's policy allows it by one hash.
 */
export const DATED_SCRIPT = [
  '(function(){',
  'var n=new Date(),p=function(v){return(v<10?"0":"")+v},',
  't=n.getFullYear()+"-"+p(n.getMonth()+1)+"-"+p(n.getDate()),',
  'b=document.currentScript.previousElementSibling,',
  'l=Number(b.getAttribute("data-limit"))||Infinity,k=0,left=0;',
  'b.querySelectorAll("[data-due],[data-until]").forEach(function(e){',
  'var d=e.getAttribute("data-due"),on=d?d>=t&&k<l:e.getAttribute("data-from")<=t&&e.getAttribute("data-until")>=t;',
  'e.hidden=!on;if(on)left++;',
  'if(on&&d){var m=e.querySelector("[data-next]");if(m)m.hidden=k>0;k++}});',
  'b.querySelectorAll("[data-group]").forEach(function(g){',
  'g.hidden=!g.querySelector("[data-due]:not([hidden])")});',
  'var w=b.querySelector("[data-when-empty]");if(w)w.hidden=left>0;',
  'if(!left&&b.hasAttribute("data-hide-empty"))b.hidden=true',
  '})()',
].join('')
