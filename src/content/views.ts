/**
 * Views of the content: what follows from several files, or from a file and the day. Each is a
 * content module, `content:<view>` (src/vite-plugins/content.ts), so a page carries only what it
 * shows and no fact is typed twice.
 *
 * The dated ones are as of one day, the day the site is built (in Seattle): what the prerendered
 * pages show before the visitor's own date takes over in the browser (src/lib/deadlines.ts): the
 * home page the next few deadlines, every page the notices of the day, never a deadline that is
 * past or a notice that has ended or not begun.
 */
import { deadlineWarnings } from './deadline-rules.ts'
import { languagesServed } from './languages.ts'
import type { LoadedContent } from './load.ts'

/** How many of the coming deadlines the home page is given (a day-old page drops any that have passed). */
export const HOME_DEADLINES = 3

const served = ({ partners, associates }: LoadedContent) => languagesServed([...partners, ...associates])

export const views = {
  /** The deadlines from the day on, with the list's sources, and whether staff must bring it up to date. */
  'deadlines/upcoming': ({ deadlines: list }: LoadedContent, day: string) => ({
    reviewedOn: list.reviewedOn,
    sources: list.sources,
    updating: deadlineWarnings(list, day).length > 0,
    deadlines: list.deadlines.filter((deadline) => deadline.date >= day),
  }),
  /** The first few deadlines from the day on, for the home page's list. */
  'deadlines/next': ({ deadlines: list }: LoadedContent, day: string) =>
    list.deadlines
      .filter((deadline) => deadline.date >= day)
      .slice(0, HOME_DEADLINES)
      .map(({ date, title }) => ({ date, title })),
  /** The languages the office serves besides English, from what the partners and associates list. */
  'languages/served': served,
  /** Their names alone, for the people's profiles and cards. */
  'languages/names': (loaded: LoadedContent) =>
    served(loaded).map(({ code, name, autonym }) => ({ code, name, autonym })),
  /** Their BCP 47 codes alone, for the firm's structured data, which head() builds on every load. */
  'languages/codes': (loaded: LoadedContent) => served(loaded).map((language) => language.code),
  /** The notices whose days include the day. */
  'notices/current': ({ notices }: LoadedContent, day: string) =>
    (notices.notices ?? []).filter((notice) => notice.firstDay <= day && day <= notice.lastDay),
} as const

export type ContentView = keyof typeof views
export const viewNames = Object.keys(views) as ContentView[]
