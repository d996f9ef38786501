import type { Firm } from '~/content/schemas.ts'

/** The office's address on one line: `1200 Fifth Avenue, Suite 1450, Seattle, WA 98101`. */
export const oneLineAddress = (address: Firm['address']) =>
  [address.street, address.suite, `${address.city}, ${address.region} ${address.postalCode}`].filter(Boolean).join(', ')
