import type { Firm } from '~/content/kinds/firm.ts'

/**
 * The office's address in the language's order (content/locale.json's `address`, one line of the
 * envelope per line of the pattern): `3105 Eastlake Avenue East, Suite 210` then `Seattle, WA
 * 98102`. A part the address leaves out (the suite) goes with the comma or space before it.
 */
export function addressLines(address: Firm['address'], pattern: string): string[] {
  const parts: Record<string, string | undefined> = { ...address }
  return pattern
    .split('\n')
    .map((line) =>
      line
        .replace(/(,?\s*)\{(\w+)\}/g, (_, before: string, key: string) => (parts[key] ? `${before}${parts[key]}` : ''))
        .trim(),
    )
}

/** The address on one line, its lines joined by commas: `3105 Eastlake Avenue East, Suite 210, Seattle, WA 98102`. */
export const oneLineAddress = (address: Firm['address'], pattern: string) => addressLines(address, pattern).join(', ')
