/**
 * The content `npm test` builds the site with (CONTENT_OVERRIDE, src/content/validate.ts): the
 * firm's own, plus a notice dated from today in Seattle, the day of the build, to two weeks on,
 * so the notices' tests find one current whatever staff have posted or taken down. Written to
 * reports/test-content/ (or the folder given), which no published build reads.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { todayAtTheFirm } from '../src/content/on-day.ts'
import { siteLanguages } from '../src/content/site-languages.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = path.resolve(root, process.argv[2] ?? 'reports/test-content')
const today = todayAtTheFirm()
const readJsonIfAny = (file: string): unknown => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)
const inTwoWeeks = new Date(Date.parse(`${today}T12:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10)

// The test notice in each language, in words that language's content already has: the contact
// page's heading, its introduction and its tab title as the link, so no language's words are kept
// here and a new language needs none. A draft whose contact page is not translated yet gets none
// (a draft is never built, and its check only warns).
const contactPage = z.looseObject({ title: z.string(), heading: z.string(), intro: z.string() })
const noticesFile = z.looseObject({ notices: z.array(z.unknown()).optional() })
const written: string[] = []
for (const language of siteLanguages(root)) {
  const folder = path.join(root, 'content', language.folder)
  const contact = contactPage.safeParse(readJsonIfAny(path.join(folder, 'pages/contact.json')))
  const notices = noticesFile.safeParse(readJsonIfAny(path.join(folder, 'notices.json')))
  if (!contact.success || !notices.success) {
    if (language.published)
      throw new Error(`content/${language.folder}: no contact page or notices to write a test notice from`)
    continue
  }
  const fixture = {
    title: contact.data.heading,
    message: contact.data.intro,
    link: { text: contact.data.title, to: '/contact/' },
    firstDay: today,
    lastDay: inTwoWeeks,
  }
  mkdirSync(path.join(out, language.folder), { recursive: true })
  writeFileSync(
    path.join(out, language.folder, 'notices.json'),
    `${JSON.stringify({ notices: [fixture, ...(notices.data.notices ?? [])] }, null, 2)}\n`,
  )
  written.push(language.folder || language.code)
}
console.log(
  `test content: a notice from ${today} to ${inTwoWeeks} in ${path.relative(root, out)}/ for ${written.join(', ')}`,
)
