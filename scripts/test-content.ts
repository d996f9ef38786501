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
 *   ninety days on, which every edition's calendar and feeds must show; and a sentence added to the first service's English summary, which no translation then
 *   says: `npm run content:format` and `npm run content:check` run on the copy, and every edition
 *   must publish the first two at once, in English, saying they are not translated yet, and say on
 *   the pages that show the third that the English page has changed.
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

// A sentence more in the first service's English summary (the home page and the services page show it).
const servicesFile = path.join(contentDir, 'services.json')
const services = JSON.parse(readFileSync(servicesFile, 'utf8')) as { summary: string }[]
if (services[0]) services[0].summary = `${services[0].summary} We also close the year with you.`
writeFileSync(servicesFile, `${JSON.stringify(services, null, 2)}\n`)

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
console.log(
  `test content in ${path.relative(root, contentDir)}/: a notice from ${today} to ${inTwoWeeks} for ${written.join(', ')}; a notice, a deadline (${due}) and a postponement for King County in English alone, a sentence more in a service's English. npm run content:check says:`,
)
console.log(script('check-content.ts').trim())
