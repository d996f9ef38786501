/**
 * The content editor at /admin, driven for real against its in-browser test
 * repository (Sveltia CMS's `test-repo` backend keeps the files in the origin's
 * private file system), seeded with the real content. What staff save must pass
 * the build's own content check with a minimal diff. The screenshots CONTENT.md
 * shows are taken here, into docs/editor/, only when EDITOR_SCREENSHOTS=1
 * (`npm run docs:screenshots`); other runs write nothing into the repository.
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { editorLanguages } from '../postbuild/admin.ts'
import { confirmable } from '../postbuild/worklist.ts'
import type { OneOff } from '../src/content/calendar/schema.ts'
import { cmsConfig } from '../src/content/cms-config.ts'
import { normaliseContent } from '../src/content/format.ts'
import { associatesSchema } from '../src/content/kinds/associates.ts'
import { deadlinesSchema } from '../src/content/kinds/deadlines.ts'
import {
  type LanguageCode,
  languageCodes,
  languageLabel,
  languages,
  languagesServed,
} from '../src/content/languages.ts'
import { todayAtTheFirm } from '../src/content/on-day.ts'
import { plainText, textLanguage, type Worded } from '../src/content/runs.ts'

/** A one-off deadline as staff type it, in words. */
type Deadline = Worded<OneOff>

import { blockingProblems, contentOf, loadSite } from '../src/content/site.ts'
import { translations as translationsOf } from '../src/content/site-languages.ts'
import { textHash } from '../src/content/translation/text-key.ts'
import { associates, expect, firm, partners, target, test } from './fixtures.ts'
import { content } from './site-pages.ts'

/** Every translation the editor edits beside English, published or not. */
const translations = translationsOf(path.resolve(import.meta.dirname, '..')).map((language) => language.folder)

const root = path.resolve(import.meta.dirname, '..')

/** Saves the page as docs/editor/<name>.png when EDITOR_SCREENSHOTS=1, and does nothing otherwise. */
async function screenshot(page: Page, name: string) {
  if (process.env.EDITOR_SCREENSHOTS !== '1') return
  const dir = path.join(root, 'docs/editor')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`) })
}

/** The one console error the editor's page may log: its hourly update check, which /admin's policy blocks. */
const updateCheck = /unpkg\.com\/@sveltia\/cms\/package\.json/
/**
 * A warning the editor's own Svelte runtime logs now and then while a new list item settles (seen about one run
 * in three of the upload); it is Sveltia's, changes nothing saved, and CONTENT.md names it.
 */
const editorWarning = /^https:\/\/svelte\.dev\/e\/derived_inert$/

test.beforeEach(() => {
  test.skip(target !== 'node', 'the editor runs in the browser alone: once')
})
test.use({ allowConsoleErrors: true })

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/** The repository as the editor sees it: content/ and the pictures. */
const seed = [...filesUnder(path.join(root, 'content')), ...filesUnder(path.join(root, 'public/images'))].map(
  (file) => ({ path: path.relative(root, file), base64: readFileSync(file).toString('base64') }),
)

/**
 * Opens /admin/ on the test repository, seeded with the real content; `replace` gives other text for
 * some of its files (by path), for a test that needs what content may lack.
 */
async function openEditor(
  page: Page,
  replace: Record<string, string> = {},
  /** The configuration a build of the replaced content writes, where it differs from this build's. */
  configuration?: Record<string, unknown>,
) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && editorWarning.test(message.text())) return
    if (['error', 'warning'].includes(message.type()) && !updateCheck.test(message.text())) {
      problems.push(message.text())
    }
  })
  page.on('pageerror', (error) => problems.push(error.message))
  // The real configuration, with the in-browser repository for the git host.
  await page.route(
    (url) => url.pathname === '/admin/config.yml',
    async (route) => {
      const response = await route.fetch()
      const config = configuration ?? (JSON.parse(await response.text()) as Record<string, unknown>)
      await route.fulfill({ response, body: JSON.stringify({ ...config, backend: { name: 'test-repo' } }) })
    },
  )
  await page.goto('/robots.txt')
  const files = seed.map((file) =>
    file.path in replace ? { path: file.path, base64: Buffer.from(replace[file.path] ?? '').toString('base64') } : file,
  )
  await page.evaluate(async (files) => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test', {
      create: true,
    })
    for (const file of files) {
      const parts = file.path.split('/')
      let dir = repo
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
      const writable = await (await dir.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable()
      await writable.write(Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0)))
      await writable.close()
    }
  }, files)
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Work with Test Repository' }).click()
  await expect(page.getByText('Collections')).toBeVisible()
  return problems
}

/** A file of the test repository, as the editor left it. */
const readRepo = (page: Page, file: string) =>
  page.evaluate(async (file) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test')
    const parts = file.split('/')
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part)
    const bytes = new Uint8Array(await (await (await dir.getFileHandle(parts.at(-1) ?? '')).getFile()).arrayBuffer())
    return btoa(String.fromCharCode(...bytes))
  }, file)
const readRepoText = async (page: Page, file: string) => Buffer.from(await readRepo(page, file), 'base64').toString()

/** The lines of `after` that differ from `before` (same line count assumed where it matters). */
function changedLines(before: string, after: string) {
  const a = before.split('\n')
  const b = after.split('\n')
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) }
}

/** The text box holding `value` (among `fields`), for fields the editor repeats with one label. */
async function fieldWithValue(page: Page, value: string, fields = page.locator('input, textarea')) {
  const values = await fields.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))
  const index = values.indexOf(value)
  expect(index, `a field holding ${value}`).toBeGreaterThanOrEqual(0)
  return fields.nth(index)
}

/** A list field of the open file's pane, by its label (the editor names the group ““Label” Field”). */
const listField = (pane: Locator, label: string) =>
  pane.getByRole('group', { name: new RegExp(`“.${label}.” Field`) }).first()

/** The editor's right-hand pane set to one translation, chosen by the language's name (English stays on the left). */
async function translationPane(page: Page, folder: string) {
  const name = languages[folder as LanguageCode].name
  await page
    .getByRole('group', { name: /^Preview/ })
    .getByRole('radio', { name, exact: true })
    .click()
  return page.getByRole('group', { name: new RegExp(`^Edit .*${name}.* Content$`) })
}

/** A list's items, in order: the editor draws each one's frame at once, its fields as they come into view. */
const listItems = (list: Locator) =>
  list.locator('.item-list').first().locator(':scope > .item-wrapper > div[role="group"].item')

/**
 * Adds an item to a list of `count` items by `clicks`, and returns it, found by its place `at`, not
 * by the focus: the editor tries to move the focus into a new item some 150 ms after adding it, and
 * on some runs the focus stays on the button that added it.
 */
async function addItem(list: Locator, clicks: () => Promise<void>, { at, count }: { at: number; count: number }) {
  await clicks()
  const items = listItems(list)
  await expect(items).toHaveCount(count + 1)
  return items.nth(at)
}

/**
 * The item of a list whose summary reads `text`: the list collapsed, the pane scrolled until the
 * editor, which draws a list's items as they come into view, has drawn it.
 */
async function itemReading(pane: Locator, list: Locator, text: string) {
  const page = pane.page()
  await list.getByRole('button', { name: 'Collapse All' }).click()
  const item = list.locator('div[role="group"].item').filter({ hasText: text })
  await pane.hover()
  for (let step = 0; step < 100 && (await item.count()) === 0; step++) await page.mouse.wheel(0, 300)
  await expect(item).toHaveCount(1)
  await item.scrollIntoViewIfNeeded()
  return item
}

/**
 * Scrolls the editor down until it has drawn `field`: it draws the fields of a long item as they
 * come into view.
 */
async function reveal(
  field: Locator,
  pane = field
    .page()
    .getByRole('group', { name: /^Edit .* Content$/ })
    .first(),
) {
  // As far as the end of a translation's language file, whose termbase runs to some 60,000 pixels.
  for (let step = 0; step < 120 && (await field.count()) === 0; step++) {
    await pane.hover()
    await field.page().mouse.wheel(0, 800)
  }
  await field.scrollIntoViewIfNeeded()
}

/** Fills a field, once the editor has drawn it, until it holds the value (a keystroke can land before its handlers). */
async function fill(field: Locator, value: string) {
  await reveal(field)
  await expect(async () => {
    await field.fill(value)
    await expect(field).toHaveValue(value, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
}

/** Ticks a box or chooses a radio button until the editor shows it chosen. */
async function choose(option: Locator) {
  await reveal(option)
  await expect(async () => {
    await option.click()
    await expect(option).toBeChecked({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
}

/** A deadline as staff type it into an item of the list in English. */
async function fillDeadline(item: Locator, deadline: Deadline) {
  await fill(item.getByRole('textbox', { name: 'Id', exact: true }), deadline.id)
  await fill(item.locator('input[type="date"]'), deadline.date)
  await fill(item.getByRole('textbox', { name: 'Title', exact: true }), deadline.title)
  for (const audience of deadline.audiences) await choose(item.getByRole('checkbox', { name: audience, exact: true }))
  await choose(item.getByRole('radio', { name: deadline.authority, exact: true }))
  await fill(item.getByRole('textbox', { name: 'Source', exact: true }), deadline.source)
}

/** What `load` reads with no test content standing in for the files it is given (CONTENT_OVERRIDE, which the suites set). */
function withoutTestContent<T>(load: () => T): T {
  const override = process.env.CONTENT_OVERRIDE
  delete process.env.CONTENT_OVERRIDE
  try {
    return load()
  } finally {
    if (override !== undefined) process.env.CONTENT_OVERRIDE = override
  }
}

/** Each entry of a translation's list by its id, as a file of the repository holds it. */
const entriesById = (text: string, list: string) =>
  new Map(
    ((JSON.parse(text) as Record<string, { id: string }[]>)[list] ?? []).map((entry) => [entry.id, entry] as const),
  )

async function openFile(page: Page, collection: string, file: string) {
  await page.getByText(collection, { exact: true }).first().click()
  // Like "Add Picture" below, the file list can miss a click that lands while it is still being
  // set up: click until the file is open.
  await expect(async () => {
    await page.getByText(file, { exact: true }).last().click()
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Saves the open file. The button reads "Saving…" while the editor writes, and the editor goes back to the
 * collection once the file is written; reading the file any earlier finds the old text (or a file mid-write).
 */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: /^(Save|Saving…)$/ })).toHaveCount(0, { timeout: 30_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible()
}

/** The same number with its last digit changed, e.g. (206) 555-0142 → (206) 555-0143. */
const nextNumber = (phone: string) => phone.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10))

/** A notice from today to two weeks on, for a repository whose content has none (as scripts/test-content.ts writes). */
function sampleNotice() {
  const today = todayAtTheFirm()
  const lastDay = new Date(Date.parse(`${today}T12:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10)
  return {
    id: 'holiday-office-hours',
    title: 'Holiday office hours',
    message:
      'The office is closed on the holiday. Documents sent through the secure upload portal wait for our return.',
    firstDay: today,
    lastDay,
  }
}

/**
 * Runs the build's own content check on the repository the editor saved into: every content file
 * as the editor left it (a save may write the translations' files too), and the `files` it saved
 * besides (pictures). Returns all it printed; `then` gets the folder before it goes.
 */
async function contentCheck(page: Page, files: string[], then?: (dir: string) => void) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'editor-repo-'))
  try {
    for (const file of seed.map((entry) => entry.path)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      const fromRepo = files.includes(file) || file.startsWith('content/')
      writeFileSync(
        path.join(dir, file),
        fromRepo ? Buffer.from(await readRepo(page, file), 'base64') : readFileSync(path.join(root, file)),
      )
    }
    for (const file of files.filter((file) => !seed.some((entry) => entry.path === file))) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), Buffer.from(await readRepo(page, file), 'base64'))
    }
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/check-content.ts'), dir], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_OVERRIDE: '' },
    })
    then?.(dir)
    return `${run.stdout}${run.stderr}`
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test.describe('content editor at /admin', () => {
  test('staff change the phone number and a bio; the files pass the content check with one-line diffs', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const problems = await openEditor(page)
    await screenshot(page, 'collections')

    await openFile(page, 'Firm and site', 'Firm details')
    // The editor draws a group's fields once it scrolls into view.
    const phone = page.getByRole('group', { name: /Phone/ }).first()
    await phone.scrollIntoViewIfNeeded()
    await expect(phone.getByRole('textbox').first()).toBeVisible()
    const phoneAfter = { display: nextNumber(firm.phone.display), tel: nextNumber(firm.phone.tel) }
    await (await fieldWithValue(page, firm.phone.display)).fill(phoneAfter.display)
    await (await fieldWithValue(page, firm.phone.tel)).fill(phoneAfter.tel)
    await screenshot(page, 'edit')
    await save(page)
    const firmBefore = readFileSync(path.join(root, 'content/firm.json'), 'utf8')
    const firmAfter = await readRepoText(page, 'content/firm.json')
    const phoneLines = {
      removed: [`    "display": "${firm.phone.display}",`, `    "tel": "${firm.phone.tel}"`],
      added: [`    "display": "${phoneAfter.display}",`, `    "tel": "${phoneAfter.tel}"`],
    }
    expect(changedLines(firmBefore, firmAfter)).toEqual(phoneLines)
    // A fact: the editor copies it into every translation's file, and nothing else there changes.
    const translatedFirms = translations.map((code) => `content/${code}/firm.json`)
    for (const file of translatedFirms) {
      const before = readFileSync(path.join(root, file), 'utf8')
      expect(changedLines(before, await readRepoText(page, file)), file).toEqual(phoneLines)
    }

    await openFile(page, 'People', 'Partners')
    const [partner] = partners
    const paragraph = partner?.bio[0] ?? ''
    const biography = page.getByRole('group', { name: /Biography/ }).first()
    await biography.scrollIntoViewIfNeeded()
    await expect(biography.getByRole('textbox').first()).toBeVisible()
    await (await fieldWithValue(page, paragraph)).fill(`${paragraph} She also volunteers with local nonprofits.`)
    await save(page)
    const partnersAfter = await readRepoText(page, 'content/partners.json')
    const partnersDiff = changedLines(readFileSync(path.join(root, 'content/partners.json'), 'utf8'), partnersAfter)
    expect(partnersDiff.removed).toHaveLength(1)
    expect(partnersDiff.added).toEqual([
      partnersDiff.removed[0]?.replace(/",?$/, (end) => ` She also volunteers with local nonprofits.${end}`),
    ])

    expect(await contentCheck(page, ['content/firm.json', ...translatedFirms, 'content/partners.json'])).toContain(
      'content OK',
    )
    expect(problems).toEqual([])
  })

  test("a wrong abbreviation shows the schema's message, a name of spaces is refused, and nothing is saved", async ({
    page,
  }) => {
    const problems = await openEditor(page)
    await openFile(page, 'Firm and site', 'Firm details')
    await (await fieldWithValue(page, firm.abbreviation)).fill('cs')
    await (await fieldWithValue(page, firm.legalName)).fill('   ')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('must be 3 to 5 capital letters')).toBeVisible()
    await expect(page.getByText('This field is required.')).toBeVisible()
    await screenshot(page, 'error')
    expect(await readRepoText(page, 'content/firm.json')).toBe(
      readFileSync(path.join(root, 'content/firm.json'), 'utf8'),
    )
    expect(problems).toEqual([])
  })

  test("staff post a notice and review the deadlines; a source off the authorities' sites is refused", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    // The notices as content has them; with every notice taken down, the repository gets one to edit.
    const noticesFile = 'content/notices.json'
    const ownNotices = readFileSync(path.join(root, noticesFile), 'utf8')
    const noticesBefore = (JSON.parse(ownNotices) as { notices?: unknown[] }).notices?.length
      ? ownNotices
      : `${JSON.stringify({ notices: [sampleNotice()] }, null, 2)}\n`
    const problems = await openEditor(page, { [noticesFile]: noticesBefore })
    const title = (JSON.parse(noticesBefore) as { notices: { title: string }[] }).notices[0]?.title ?? ''
    const retitled = `${title} and closures`
    await openFile(page, 'Firm and site', 'Notices on every page')
    await (await fieldWithValue(page, title)).fill(retitled)
    await screenshot(page, 'notice')
    await save(page)
    const noticesDiff = changedLines(noticesBefore, await readRepoText(page, noticesFile))
    expect(noticesDiff.added).toEqual([`      "title": ${JSON.stringify(retitled)},`])

    await openFile(page, 'Services and resources', 'Tax deadlines')
    // The day of the review is a date field, and whom a deadline concerns a choice, as the schema says.
    await expect(page.locator('input[type="date"]').first()).toBeVisible()
    await screenshot(page, 'deadlines')
    const source = await fieldWithValue(page, content.deadlines.sources.at(-1)?.url ?? '')
    await source.fill('https://example.com/due-dates')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('must be a page on irs.gov or dor.wa.gov').first()).toBeVisible()
    expect(await readRepoText(page, 'content/deadlines.json')).toBe(
      readFileSync(path.join(root, 'content/deadlines.json'), 'utf8'),
    )
    expect(await contentCheck(page, [noticesFile])).toContain('content OK')
    expect(problems).toEqual([])
  })

  test('staff add a language to an associate and review the accessibility statement; the build shows both', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const problems = await openEditor(page)
    const [first, ...others] = associates
    // A language nobody here lists yet, so that the first associate becomes its only speaker.
    const listed = new Set([...partners, ...associates].flatMap((person) => person.languages ?? []))
    const code = languageCodes.find((candidate) => !listed.has(candidate))
    expect(code, 'a language of the fixed set that nobody lists').toBeDefined()
    if (!first || !code) return

    await openFile(page, 'People', 'Associates')
    // The first associate's languages: a choice of the fixed set, by name.
    const languages = page.getByRole('combobox', { name: /Languages besides English/ }).first()
    await languages.scrollIntoViewIfNeeded()
    await languages.click()
    await page.getByRole('option', { name: languageLabel(code), exact: true }).click()
    // What they help with in their languages, which the contact page says beside their name.
    const role = `appointments and documents in ${languageLabel(code)}`
    const roleBox = page.getByRole('textbox', { name: /In those languages, helps with/ }).first()
    await reveal(roleBox)
    if (!first.languageRole) await roleBox.fill(role)
    await screenshot(page, 'languages')
    await save(page)
    const saved = await readRepoText(page, 'content/associates.json')
    const diff = changedLines(readFileSync(path.join(root, 'content/associates.json'), 'utf8'), saved)
    // Lines added, none changed but the list's last entry, which gains its comma.
    for (const line of diff.removed) expect(diff.added).toContain(`${line},`)
    expect(diff.added.join('\n')).toContain(`"${code}"`)
    const savedAssociates = associatesSchema.parse(JSON.parse(saved))
    expect(savedAssociates[0]?.languages).toEqual([...(first.languages ?? []), code])
    expect(savedAssociates[0]?.languageRole).toBe(first.languageRole ?? role)
    expect(savedAssociates.slice(1)).toEqual(others)
    // What the build derives from the saved file: the contact page's languages, with who speaks them.
    const added = languagesServed([...partners, ...savedAssociates], content.locale.languageNames).find(
      (language) => language.code === code,
    )
    expect(added?.people).toEqual([first.name])

    await openFile(page, 'Page text', 'Accessibility statement')
    const reviewed = page.locator('input[type="date"]').first()
    await reviewed.scrollIntoViewIfNeeded()
    await reviewed.fill('2027-01-15')
    await save(page)
    const statementDiff = changedLines(
      readFileSync(path.join(root, 'content/pages/accessibility.json'), 'utf8'),
      await readRepoText(page, 'content/pages/accessibility.json'),
    )
    expect(statementDiff.added).toEqual(['  "reviewedOn": "2027-01-15"'])

    expect(await contentCheck(page, ['content/associates.json', 'content/pages/accessibility.json'])).toContain(
      'content OK',
    )
    expect(problems).toEqual([])
  })

  test('staff translate a deadline’s title: the translation’s file alone changes, its record with it, and the content check passes', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const [code] = content.editions.editions ?? []
    expect(code, 'a translation listed in content/editions.json').toBeDefined()
    if (!code) return
    const file = `content/${code}/deadlines.json`
    const before = readFileSync(path.join(root, file), 'utf8')
    // A translation's file holds its own words alone (the English holds the dates and sources).
    const translated = JSON.parse(before) as { deadlines?: { title?: string }[] }
    const problems = await openEditor(page)
    await openFile(page, 'Services and resources', 'Tax deadlines')
    const pane = await translationPane(page, code)
    await expect(pane).toBeVisible()
    const list = listField(pane, 'One-off deadlines')
    await reveal(list, pane)
    // The editor draws a list's items as they come into view: the first title it shows.
    const titleBox = list.getByRole('textbox', { name: 'Title', exact: true }).first()
    await reveal(titleBox, pane)
    const title = await titleBox.inputValue()
    expect((translated.deadlines ?? []).map((one) => one.title)).toContain(title)
    const retitled = `${title} (2)`
    await titleBox.fill(retitled)
    await screenshot(page, 'translation')
    await save(page)
    // The title, and the record of what it was made from, which the save wrote with it (the English it holds for, now).
    expect(changedLines(before, await readRepoText(page, file))).toEqual({
      removed: [`      "title": ${JSON.stringify(title)},`, `          "translation": "${textHash(title)}"`],
      added: [`      "title": ${JSON.stringify(retitled)},`, `          "translation": "${textHash(retitled)}"`],
    })
    expect(await readRepoText(page, 'content/deadlines.json')).toBe(
      readFileSync(path.join(root, 'content/deadlines.json'), 'utf8'),
    )
    expect(await contentCheck(page, [file])).toContain('content OK')
    expect(problems).toEqual([])
  })

  test('a photo uploaded as "Lena Park.jpg" lands slugified under public/images and passes the content check', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const problems = await openEditor(page)
    await openFile(page, 'Pictures', 'Pictures')
    // The editor can miss a click that lands while it is still setting the list up: click until
    // the list has one more picture, and never once it has.
    const pictures = (JSON.parse(readFileSync(path.join(root, 'content/images.json'), 'utf8')) as unknown[]).length
    await expect(async () => {
      if (await page.getByText(`${pictures} Pictures`).isVisible()) {
        await page.getByRole('button', { name: /Add\W*Picture/ }).click()
      }
      await expect(page.getByText(`${pictures + 1} Pictures`)).toBeVisible({ timeout: 3000 })
    }).toPass({ timeout: 30_000 })
    // CONTENT.md's example hire, unless the firm has since added her picture: then a name of its own.
    const taken = (slug: string) =>
      content.images.some((image) => image.key === `portrait-${slug}`) ||
      seed.some((file) => file.path === `public/images/people/${slug}.jpg`)
    const name = taken('lena-park') ? 'Lena Park Upload Test' : 'Lena Park'
    const slug = name.toLowerCase().replaceAll(' ', '-')
    const [key, file, alt] = [`portrait-${slug}`, `public/images/people/${slug}.jpg`, `Portrait of ${name}`]
    const photo = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#2f6b57' } })
      .jpeg()
      .toBuffer()
    // The editor fills in a list item's fields only once the item has been scrolled into view,
    // and an item added at the end is sometimes left empty until then.
    const browse = page.locator('button', { hasText: 'Browse' }).last()
    await expect(async () => {
      await page.getByRole('button', { name: 'Reorder Item' }).last().scrollIntoViewIfNeeded()
      await expect(browse).toBeVisible({ timeout: 3000 })
    }).toPass({ timeout: 30_000 })
    await browse.click()
    const library = page.getByRole('dialog')
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      library.locator('button', { hasText: 'Upload' }).click(),
    ])
    await chooser.setFiles({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: photo })
    await library.locator('button', { hasText: 'Insert' }).click()
    await expect(library).toBeHidden()
    // Every picture has a key but the new one.
    await (await fieldWithValue(page, '', page.getByRole('textbox', { name: 'Key' }))).fill(key)
    await page
      .getByRole('textbox', { name: /alt text/ })
      .last()
      .fill(alt)
    await screenshot(page, 'upload')
    await save(page)
    const images = JSON.parse(await readRepoText(page, 'content/images.json')) as { key: string; src: string }[]
    expect(images.find((image) => image.key === key)).toEqual({ key, src: `/${file.replace(/^public\//, '')}`, alt })
    expect(Buffer.from(await readRepo(page, file), 'base64').length).toBe(photo.length)
    expect(await contentCheck(page, ['content/images.json', file])).toContain('content OK')
    expect(problems).toEqual([])
  })

  test('staff who write only English add a deadline in date order, one at the end and a notice: the translations keep what they had, and every edition publishes them in English', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const ownFile = 'content/deadlines.json'
    const list = deadlinesSchema.parse(JSON.parse(readFileSync(path.join(root, ownFile), 'utf8'))).deadlines ?? []
    const anchor = list[Math.floor(list.length / 2)]
    const last = list.at(-1)
    if (!anchor || !last) throw new Error('the content has no deadlines')
    // On their neighbour's day, so the list stays in date order.
    const added = (deadline: Deadline, title: string): Deadline => ({
      id: `${deadline.id}-added-in-english`,
      date: deadline.date,
      title,
      audiences: deadline.audiences.slice(0, 1),
      authority: deadline.authority,
      source: deadline.source,
    })
    const inserted = added(anchor, 'A deadline added in English below its neighbour')
    const appended = added(last, 'A deadline added in English at the end')
    const problems = await openEditor(page)
    const pane = page.getByRole('group', { name: /^Edit .*English.* Content$/ })

    await openFile(page, 'Services and resources', 'Tax deadlines')
    const deadlines = listField(pane, 'One-off deadlines')
    const neighbour = await itemReading(pane, deadlines, anchor.title)
    const below = await addItem(
      deadlines,
      async () => {
        await neighbour.getByRole('button', { name: 'List Item Options' }).click()
        await page.getByRole('menuitem', { name: 'Add Item Below' }).click()
      },
      { at: list.indexOf(anchor) + 1, count: list.length },
    )
    await fillDeadline(below, inserted)
    await save(page)
    // A second save of the same file in English: one more, at the end.
    await openFile(page, 'Services and resources', 'Tax deadlines')
    const atTheEnd = await addItem(
      deadlines,
      () =>
        deadlines
          .getByRole('button', { name: /Add\W*Deadline/ })
          .last()
          .click(),
      { at: list.length + 1, count: list.length + 1 },
    )
    await fillDeadline(atTheEnd, appended)
    await save(page)

    await openFile(page, 'Firm and site', 'Notices on every page')
    const notices = listField(pane, 'Notices')
    const noticesHad = entriesById(readFileSync(path.join(root, 'content/notices.json'), 'utf8'), 'notices').size
    const notice = await addItem(
      notices,
      () =>
        notices
          .getByRole('button', { name: /Add\W*Notice/ })
          .last()
          .click(),
      { at: noticesHad, count: noticesHad },
    )
    const { firstDay, lastDay } = sampleNotice()
    const noticeTitle = 'Office closed for a training day'
    await fill(notice.getByRole('textbox', { name: 'Title', exact: true }), noticeTitle)
    await fill(notice.getByRole('textbox', { name: 'Message', exact: true }), 'The upload portal stays open.')
    // By name: the editor draws the item's fields as they come into view, the last day after the first.
    await fill(notice.getByRole('textbox', { name: 'First day shown', exact: true }), firstDay)
    await fill(notice.getByRole('textbox', { name: 'Last day shown', exact: true }), lastDay)
    await save(page)

    // English: the one below its neighbour, the other at the end, and the notice with an id the editor made.
    const ownIds = list.map((deadline) => deadline.id)
    ownIds.splice(ownIds.indexOf(anchor.id) + 1, 0, inserted.id)
    ownIds.push(appended.id)
    const savedOwn = entriesById(await readRepoText(page, ownFile), 'deadlines')
    expect([...savedOwn.keys()]).toEqual(ownIds)
    const savedNotices = [...entriesById(await readRepoText(page, 'content/notices.json'), 'notices').values()]
    const noticeId = (savedNotices.at(-1) as { id: string; title?: string } | undefined)?.id ?? ''
    expect(savedNotices.at(-1)).toMatchObject({ title: noticeTitle })
    // Each translation: every entry it had, unchanged, in the English order; the new ones with their facts alone.
    for (const folder of translations) {
      for (const [file, name, ids] of [
        ['deadlines.json', 'deadlines', ownIds],
        [
          'notices.json',
          'notices',
          [...entriesById(readFileSync(path.join(root, 'content/notices.json'), 'utf8'), 'notices').keys(), noticeId],
        ],
      ] as const) {
        const had = entriesById(readFileSync(path.join(root, 'content', folder, file), 'utf8'), name)
        const has = entriesById(await readRepoText(page, `content/${folder}/${file}`), name)
        for (const [id, entry] of had) expect(has.get(id), `${folder}/${file}: ${id}`).toEqual(entry)
        expect([...has.keys()], `${folder}/${file}`).toEqual(ids)
      }
      const deadline = entriesById(await readRepoText(page, `content/${folder}/deadlines.json`), 'deadlines').get(
        inserted.id,
      )
      expect(deadline).toEqual({
        id: inserted.id,
        date: inserted.date,
        audiences: inserted.audiences,
        authority: inserted.authority,
      })
    }

    // The check passes and names what each translation has not translated yet; the build's own load of the
    // saved files (src/content/site.ts, which the build runs before it renders a page) publishes them in English.
    const output = await contentCheck(page, [], (dir) => {
      const site = withoutTestContent(() => loadSite(dir))
      expect(blockingProblems(site)).toEqual([])
      for (const { language } of site.translations.filter((one) => one.language.published)) {
        const published = contentOf(site, language.folder)
        for (const deadline of [inserted, appended]) {
          const shown = (published.deadlines.deadlines ?? []).find((one) => one.id === deadline.id)
          expect(shown && plainText(shown.title), language.folder).toBe(deadline.title)
          expect(shown && textLanguage(shown.title), language.folder).toBe('en')
        }
        const shownNotice = published.notices.notices?.find((one) => one.id === noticeId)
        expect(shownNotice && textLanguage(shownNotice.title), language.folder).toBe('en')
      }
    })
    expect(output).toContain('content OK')
    for (const folder of translations) {
      for (const line of [
        `content/${folder}/deadlines.json → deadlines[id=${inserted.id}].title`,
        `content/${folder}/deadlines.json → deadlines[id=${appended.id}].title`,
        `content/${folder}/notices.json → notices[id=${noticeId}].title`,
      ])
        expect(output).toContain(line)
    }
    expect(problems).toEqual([])
  })

  test('a translator confirms a text behind its English by choosing it in the editor, and the check no longer names it', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const [folder, other] = translations
    if (!folder || !other) throw new Error('the content has fewer than two translations')
    // A sentence more in the first service's English, which no translation says yet.
    const services = JSON.parse(readFileSync(path.join(root, 'content/services.json'), 'utf8')) as {
      slug: string
      summary: string
    }[]
    const [service] = services
    if (!service) throw new Error('the content has no service')
    service.summary = `${service.summary} We also close the year with you.`
    const replace = { 'content/services.json': normaliseContent('services.json', services) }
    // The configuration a build of this content writes: the texts behind their English, to choose from.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'editor-confirm-'))
    let configuration: Record<string, unknown>
    let label = ''
    try {
      cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true })
      writeFileSync(path.join(dir, 'content/services.json'), replace['content/services.json'])
      symlinkSync(path.join(root, 'public'), path.join(dir, 'public'))
      const site = withoutTestContent(() => loadSite(dir))
      const options = confirmable(site)
      const key = `services.json → [slug=${service.slug}].summary`
      label = options.find((option) => option.value.startsWith(key))?.label ?? ''
      expect(label, 'the changed summary is one to choose').not.toBe('')
      configuration = cmsConfig({
        backend: { name: 'test-repo' },
        siteUrl: firm.siteUrl,
        title: 'editor',
        languages: editorLanguages(root),
        confirmable: options,
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    const problems = await openEditor(page, replace, configuration)
    await openFile(page, 'Firm and site', 'Language and dates')
    const pane = await translationPane(page, folder)
    const confirmations = listField(pane, 'Translations that still hold')
    await reveal(confirmations, pane)
    const { confirmed = [] } = JSON.parse(readFileSync(path.join(root, 'content', folder, 'locale.json'), 'utf8')) as {
      confirmed?: string[]
    }
    const item = await addItem(
      confirmations,
      () =>
        confirmations
          .getByRole('button', { name: /Add\W*Text/ })
          .last()
          .click(),
      { at: confirmed.length, count: confirmed.length },
    )
    // A few texts to choose from are radio buttons; many, a list to open.
    await reveal(item.getByRole('radio').or(item.getByRole('combobox')).first(), pane)
    const radio = item.getByRole('radio', { name: label, exact: true })
    if ((await radio.count()) > 0) await choose(radio)
    else {
      await item.getByRole('combobox').click()
      await page.getByRole('option', { name: label, exact: true }).click()
    }
    await save(page)
    const saved = JSON.parse(await readRepoText(page, `content/${folder}/locale.json`)) as { confirmed?: string[] }
    expect(saved.confirmed).toEqual([expect.stringContaining(`[slug=${service.slug}].summary (English `)])
    const output = await contentCheck(page, [])
    expect(output).toContain('content OK')
    expect(output).not.toContain(`content/${folder}/services.json → [slug=${service.slug}].summary`)
    expect(output).toContain(`content/${other}/services.json → [slug=${service.slug}].summary`)
    expect(problems).toEqual([])
  })
})
