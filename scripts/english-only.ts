/**
 * The notice and the deadline the test content adds to the English files alone
 * (scripts/test-content.ts), by their ids: the suites find them on every edition's pages and feed.
 */
export const ENGLISH_ONLY = { deadline: 'test-english-only-deadline', notice: 'test-english-only-notice' } as const
