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

/** The test notice in each language (the translations' lists must match the site's own, entry by entry). */
const words: Record<string, { title: string; message: string; linkText: string }> = {
  '': {
    title: 'Test notice',
    message: 'A notice the test build shows from the day it was built, so the notices are checked on any day.',
    linkText: 'How to reach us',
  },
  es: {
    title: 'Aviso de prueba',
    message: 'Un aviso que la compilación de prueba muestra desde el día en que se compiló.',
    linkText: 'Cómo comunicarse con nosotros',
  },
  vi: {
    title: 'Thông báo thử',
    message: 'Một thông báo mà bản dựng thử hiển thị từ ngày được dựng.',
    linkText: 'Cách liên hệ với chúng tôi',
  },
  ja: {
    title: 'テスト用のお知らせ',
    message: 'テスト用ビルドが、ビルドした日から表示するお知らせです。',
    linkText: '連絡方法',
  },
}
const editions: { editions?: string[]; drafts?: string[] } = JSON.parse(
  readFileSync(path.join(root, 'content/editions.json'), 'utf8'),
)
for (const code of ['', ...(editions.editions ?? []), ...(editions.drafts ?? [])]) {
  const own = words[code]
  if (!own) throw new Error(`scripts/test-content.ts has no test notice in ${code}: add its words`)
  const notices: { notices?: unknown[] } = JSON.parse(
    readFileSync(path.join(root, 'content', code, 'notices.json'), 'utf8'),
  )
  const fixture = {
    title: own.title,
    message: own.message,
    link: { text: own.linkText, to: '/contact/' },
    firstDay: today,
    lastDay: inTwoWeeks,
  }
  mkdirSync(path.join(out, code), { recursive: true })
  writeFileSync(
    path.join(out, code, 'notices.json'),
    `${JSON.stringify({ notices: [fixture, ...(notices.notices ?? [])] }, null, 2)}\n`,
  )
}
console.log(
  `test content: a notice from ${today} to ${inTwoWeeks} in ${path.relative(root, out)}/notices.json and each translation's`,
)
