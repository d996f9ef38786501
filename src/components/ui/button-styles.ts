/** Shared looks for links styled as buttons; 44 px minimum height for touch. */
export const buttonStyles = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-cedar-800 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-cedar-900',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-cedar-800 bg-white px-5 py-2.5 font-semibold text-cedar-800 hover:bg-cedar-50',
  light:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-white px-5 py-2.5 font-semibold text-cedar-900 hover:bg-cedar-50',
} as const
