/**
 * The content `npm test` builds the site with (CONTENT_OVERRIDE, src/content/validate.ts): a copy of
 * the firm's own, written to reports/test-content/content/ (or DIR/content/), which no published
 * build reads, with two changes made as staff would make them:
 *
 * - a notice of the day in every language, from today in Seattle, the day of the build, to two
 *   weeks on, so the notices' tests find one current whatever staff have posted or taken down; its
 *   words are each language's contact page's, so no language's words are kept here and a new
 *   language needs none;
 * - a deadline and a notice added to the English files alone, as CONTENT.md says for a change by
 *   hand, and a postponement of the federal deadlines of the next four weeks for King County, to
 *   ninety days on, which every edition's calendar and feeds must show; `npm run content:format`
 *   runs on the copy after these, and every edition must publish them at once, in English, saying
 *   they are not translated yet;
 * - then, with no command run after, as the editor saves and commits: one English text of each kind
 *   reworded, a rule's title with its placeholders, the footer's copyright line, the calendar's
 *   pattern for a date moved past a holiday and a service's summary at its 200-character limit,
 *   which every translation then has behind its English, marked where its pages show it. The
 *   content check runs last, and must pass.
 *
 * Prints what the check prints. `node scripts/test-content.ts [DIR]`.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { addDays } from '../src/content/calendar/days.ts'
import { notABusinessDay } from '../src/content/calendar/due-dates.ts'
import { normaliseContent } from '../src/content/format.ts'
import { todayAtTheFirm } from '../src/content/on-day.ts'
import { siteLanguages } from '../src/content/site-languages.ts'
import { ENGLISH_ONLY } from './english-only.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = path.resolve(root, process.argv[2] ?? 'reports/test-content')
const today = todayAtTheFirm()
const inTwoWeeks = addDays(today, 13)
const readJsonIfAny = (file: string): unknown => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
cpSync(path.join(root, 'content'), path.join(out, 'content'), { recursive: true })
// The pictures the check looks at, where a checkout has them.
symlinkSync(path.join(root, 'public'), path.join(out, 'public'))
const contentDir = path.join(out, 'content')

// The notice of the day, in each language's words. A draft whose contact page is not translated yet
// gets none (a draft is never built, and its check only warns).
const contactPage = z.looseObject({ title: z.string(), heading: z.string(), intro: z.string() })
const noticesFile = z.looseObject({ notices: z.array(z.unknown()).optional() })
const written: string[] = []
for (const language of siteLanguages(root)) {
  const folder = path.join(contentDir, language.folder)
  const contact = contactPage.safeParse(readJsonIfAny(path.join(folder, 'pages/contact.json')))
  const notices = noticesFile.safeParse(readJsonIfAny(path.join(folder, 'notices.json')))
  if (!contact.success || !notices.success) {
    if (language.published)
      throw new Error(`content/${language.folder}: no contact page or notices to write a test notice from`)
    continue
  }
  const fixture = {
    id: 'test-notice-of-the-day',
    title: contact.data.heading,
    message: contact.data.intro,
    link: { text: contact.data.title, to: '/contact/' },
    firstDay: today,
    lastDay: inTwoWeeks,
  }
  writeFileSync(
    path.join(folder, 'notices.json'),
    `${JSON.stringify({ notices: [fixture, ...(notices.data.notices ?? [])] }, null, 2)}\n`,
  )
  written.push(language.folder || language.code)
}

// A notice and a deadline in English alone, as staff add them by hand.
const englishNotices = JSON.parse(readFileSync(path.join(contentDir, 'notices.json'), 'utf8')) as { notices: unknown[] }
englishNotices.notices.push({
  id: ENGLISH_ONLY.notice,
  title: 'Parking garage closed for repairs',
  message: 'Visitors can park on the street until the repairs are done.',
  firstDay: today,
  lastDay: inTwoWeeks,
})
writeFileSync(path.join(contentDir, 'notices.json'), `${JSON.stringify(englishNotices, null, 2)}\n`)
// A week on, on the IRS's next business day, in date order.
let due = addDays(today, 7)
while (notABusinessDay(due, 'IRS')) due = addDays(due, 1)
const deadlinesFile = path.join(contentDir, 'deadlines.json')
const deadlines = JSON.parse(readFileSync(deadlinesFile, 'utf8')) as {
  sources: { url: string }[]
  deadlines: { date: string }[]
  postponements?: unknown[]
}
const irsSource = deadlines.sources.find((source) => source.url.includes('irs.gov'))?.url
const englishDeadline = {
  id: ENGLISH_ONLY.deadline,
  date: due,
  title: 'Deadline added in English alone for the tests',
  details: 'It says when a return is due, in words a client understands.',
  audiences: ['individuals'],
  authority: 'IRS',
  source: irsSource,
}
const place = deadlines.deadlines.findIndex((deadline) => deadline.date > due)
deadlines.deadlines.splice(place < 0 ? deadlines.deadlines.length : place, 0, englishDeadline)
// Relief after a storm, as the IRS grants it: the federal deadlines of the next four weeks (the one
// above among them), for King County, to ninety days on.
deadlines.postponements = [
  ...(deadlines.postponements ?? []),
  {
    id: ENGLISH_ONLY.postponement,
    title: 'IRS relief for the storms in King County',
    source: irsSource,
    authority: 'IRS',
    counties: ['King'],
    from: today,
    to: addDays(today, 27),
    newDate: addDays(today, 90),
  },
]
writeFileSync(deadlinesFile, `${JSON.stringify(deadlines, null, 2)}\n`)

// Then, as CONTENT.md says after a change by hand: npm run content:format, then npm run content:check.
const script = (name: string) => {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', name), out], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_OVERRIDE: '' },
  })
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr)
    throw new Error(`scripts/${name} ${path.relative(root, out)} failed (exit ${run.status})`)
  }
  return `${run.stdout}${run.stderr}`
}
script('format-content.ts')

// Then English alone reworded, one text of each kind, as staff reword them in the editor (which saves a
// file as it is laid out) and commit, with no command run after: a rule's title with its placeholders,
// the footer's copyright line, a pattern of the calendar's page, and a service's summary at its length
// limit. Each translation keeps its own words, which are then behind their English.
const reword = <T>(file: string, change: (data: T) => void) => {
  const full = path.join(contentDir, file)
  const data = JSON.parse(readFileSync(full, 'utf8')) as T
  change(data)
  writeFileSync(full, normaliseContent(file, data))
}
reword<{ rules: { title: string }[] }>('deadlines.json', ({ rules: [rule] }) => {
  if (rule) rule.title = `${rule.title}, filed online`
})
reword<{ footer: { copyright: string } }>('site.json', ({ footer }) => {
  footer.copyright = footer.copyright.replace(/\.?$/, ', worldwide.')
})
reword<{ moved: string }>('pages/deadlines.json', (page) => {
  page.moved = page.moved.replace(/\.?$/, ', as the law provides.')
})
// Its 200 characters to the last (services.ts), cut where they end: a translation's text is its own length.
reword<{ summary: string }[]>('services.json', ([service]) => {
  if (service) service.summary = `${service.summary}${' We also close the year with you.'.repeat(8)}`.slice(0, 200)
})
console.log(
  `test content in ${path.relative(root, contentDir)}/: a notice from ${today} to ${inTwoWeeks} for ${written.join(', ')}; a notice, a deadline (${due}) and a postponement for King County in English alone; a rule's title, the copyright line, the calendar's note on moved dates and a service's summary (to its 200 characters) reworded in English alone. npm run content:check says:`,
)
console.log(script('check-content.ts').trim())
