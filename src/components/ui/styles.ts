/** Shared looks (class lists), so a page part looks the same wherever it is drawn. */

/** Links styled as buttons; 44 px minimum height for touch. */
export const buttonStyles = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-cedar-800 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-cedar-900',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-cedar-800 bg-white px-5 py-2.5 font-semibold text-cedar-800 hover:bg-cedar-50',
  light:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-white px-5 py-2.5 font-semibold text-cedar-900 hover:bg-cedar-50',
} as const

/** Links inside text: `source` names a source, `lead` leads on to another page or site. */
export const linkStyles = {
  source: 'font-medium text-cedar-800 underline',
  lead: 'font-semibold text-cedar-800 underline',
} as const

/** The headings of a page's parts and cards, largest first. */
export const headingStyles = {
  /** A part of the Home page. */
  feature: 'font-serif text-3xl font-semibold tracking-tight text-cedar-900',
  /** A part of an inner page; a service or resource card. */
  section: 'font-serif text-2xl font-semibold text-cedar-900',
  /** A box, a small group of links; a person's or service's card in a grid. */
  panel: 'font-serif text-xl font-semibold text-cedar-900',
} as const
