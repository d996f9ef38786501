/**
 * The notice, the deadline and the postponement the test content adds to the English files alone
 * (scripts/test-content.ts), by their ids: the suites find them on every edition's pages and feed.
 */
export const ENGLISH_ONLY = {
  deadline: 'test-english-only-deadline',
  notice: 'test-english-only-notice',
  postponement: 'test-king-county-postponement',
} as const
