/**
 * The content `npm test` builds the site with (CONTENT_OVERRIDE, src/content/validate.ts): the
 * firm's own, plus a notice dated from today in Seattle, the day of the build, to two weeks on,
 * so the notices' tests find one current whatever staff have posted or taken down. Written to
 * reports/test-content/ (or the folder given), which no published build reads.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { todayAtTheFirm } from '../src/content/on-day.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = path.resolve(root, process.argv[2] ?? 'reports/test-content')
const today = todayAtTheFirm()
const inTwoWeeks = new Date(Date.parse(`${today}T12:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10)

const notices: { notices?: unknown[] } = JSON.parse(readFileSync(path.join(root, 'content/notices.json'), 'utf8'))
const fixture = {
  title: 'Test notice',
  message: 'A notice the test build shows from the day it was built, so the notices are checked on any day.',
  link: { text: 'How to reach us', to: '/contact/' },
  firstDay: today,
  lastDay: inTwoWeeks,
}
mkdirSync(out, { recursive: true })
writeFileSync(
  path.join(out, 'notices.json'),
  `${JSON.stringify({ notices: [fixture, ...(notices.notices ?? [])] }, null, 2)}\n`,
)
console.log(`test content: a notice from ${today} to ${inTwoWeeks} in ${path.relative(root, out)}/notices.json`)
