/** content/notices.json: short notices staff post, shown above every page from their first to their last day. */
import { z } from 'zod'
import { duplicates, pageLinkProblem } from '../checks.ts'
import { formatDate } from '../dates.ts'
import type { ShownOf } from '../fields.ts'
import { isoDate, longText, slug, text } from '../fields.ts'
import { defineKind } from '../kind.ts'
import { PAGE_OR_HTTPS } from '../links.ts'
import { isShownOn } from '../on-day.ts'
import { locale } from './locale.ts'

export const noticeSchema = z.strictObject({
  id: slug.meta({
    title: 'Id',
    description:
      'Names the notice in every language; the editor makes it up. By hand, a few words with hyphens, e.g. "holiday-hours-2026"',
    'x-cms-widget': 'uuid',
  }),
  title: text.describe('A few words, e.g. "Holiday office hours"'),
  message: longText.describe('One or two sentences'),
  link: z
    .strictObject({
      text: text.describe('What the link leads to, e.g. "See our office hours"'),
      to: z
        .string()
        .regex(PAGE_OR_HTTPS, 'must be a page of the site (e.g. "/contact/") or a full https:// address')
        .meta({ title: 'Address', description: 'A page of the site, e.g. /contact/, or a full https:// address' }),
    })
    .optional()
    .meta({ title: 'Link (optional)' }),
  firstDay: isoDate.meta({ title: 'First day shown', description: 'The notice appears on every page from this day' }),
  lastDay: isoDate.meta({ title: 'Last day shown', description: 'The notice disappears after this day' }),
})

/** content/notices.json: short notices staff post, each shown on every page from its first to its last day. */
export const noticesSchema = z.strictObject({
  notices: z
    .array(noticeSchema.meta({ title: 'Notice' }))
    .optional()
    .meta({ title: 'Notices' }),
})

export const notices = defineKind({
  schema: noticesSchema,
  editor: { group: 'settings', label: 'Notices on every page' },
  check: (data, others) => [
    ...duplicates(
      (data.notices ?? []).map((notice) => notice.id),
      { key: 'id', list: 'notices' },
    ),
    ...(data.notices ?? []).flatMap((notice, index) =>
      notice.link?.to.startsWith('/')
        ? pageLinkProblem(`notices[${index}].link.to`, notice.link.to, others.sitePaths)
        : [],
    ),
  ],
  // A notice whose last day is before its first is never shown.
  warnings: (data) =>
    (data.notices ?? []).flatMap((notice, index) =>
      notice.lastDay < notice.firstDay
        ? [
            `content/notices.json → notices[${index}].lastDay: is before the first day (${notice.firstDay}), so the notice is never shown`,
          ]
        : [],
    ),
  views: {
    /**
     * The notices whose days include the day, each with its last day as the language writes it:
     * the notices are markup of the prerendered pages only, so the browser needs no date table.
     */
    current: (data, others, day) => {
      const table = others.of(locale)
      return (data.notices ?? [])
        .filter((notice) => isShownOn(notice, day))
        .map((notice) => ({ ...notice, lastDayText: table ? formatDate(notice.lastDay, table) : notice.lastDay }))
    },
  },
})

export type Notice = ShownOf<typeof noticeSchema>
