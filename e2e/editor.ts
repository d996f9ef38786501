/**
 * The content editor at /admin as the editor's tests drive it (a page object for e2e/admin.spec.ts):
 * the editor opened on its in-browser test repository (Sveltia CMS's `test-repo` backend) seeded
 * with the real content, its files read back, its panes, lists and fields found and filled as staff
 * do (the editor draws a long file's fields only as they come into view), a file saved, and the
 * build's own content check run on what the editor saved.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import type { OneOff } from '../src/content/calendar/schema.ts'
import { type LanguageCode, languages } from '../src/content/languages.ts'
import { todayAtTheFirm } from '../src/content/on-day.ts'
import type { Worded } from '../src/content/runs.ts'

/** The checkout the tests run in: its content/ and public/images/ seed the editor's repository. */
export const root = path.resolve(import.meta.dirname, '..')

/** A one-off deadline as staff type it, in words. */
export type Deadline = Worded<OneOff>

/** Saves the page as docs/editor/<name>.png when EDITOR_SCREENSHOTS=1, and does nothing otherwise. */
export async function screenshot(page: Page, name: string) {
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

/** Every file under a folder, its subfolders' included. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/** The repository as the editor sees it: content/ and the pictures. */
export const seed = [...filesUnder(path.join(root, 'content')), ...filesUnder(path.join(root, 'public/images'))].map(
  (file) => ({ path: path.relative(root, file), base64: readFileSync(file).toString('base64') }),
)

/**
 * Opens /admin/ on the test repository, seeded with the real content; `replace` gives other text for
 * some of its files (by path), for a test that needs what content may lack.
 */
export async function openEditor(
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
export const readRepo = (page: Page, file: string) =>
  page.evaluate(async (file) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test')
    const parts = file.split('/')
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part)
    const bytes = new Uint8Array(await (await (await dir.getFileHandle(parts.at(-1) ?? '')).getFile()).arrayBuffer())
    return btoa(String.fromCharCode(...bytes))
  }, file)
export const readRepoText = async (page: Page, file: string) =>
  Buffer.from(await readRepo(page, file), 'base64').toString()

/** The lines of `after` that differ from `before` (same line count assumed where it matters). */
export function changedLines(before: string, after: string) {
  const a = before.split('\n')
  const b = after.split('\n')
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) }
}

/** The text box holding `value` (among `fields`), for fields the editor repeats with one label. */
export async function fieldWithValue(page: Page, value: string, fields = page.locator('input, textarea')) {
  const values = await fields.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))
  const index = values.indexOf(value)
  expect(index, `a field holding ${value}`).toBeGreaterThanOrEqual(0)
  return fields.nth(index)
}

/** A list field of the open file's pane, by its label (the editor names the group ““Label” Field”). */
export const listField = (pane: Locator, label: string) =>
  pane.getByRole('group', { name: new RegExp(`“.${label}.” Field`) }).first()

/** The editor's right-hand pane set to one translation, chosen by the language's name (English stays on the left). */
export async function translationPane(page: Page, folder: string) {
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
export async function addItem(
  list: Locator,
  clicks: () => Promise<void>,
  { at, count }: { at: number; count: number },
) {
  await clicks()
  const items = listItems(list)
  await expect(items).toHaveCount(count + 1)
  return items.nth(at)
}

/**
 * Adds an item at the end of a list with the list's own button ("Add Rule"), and returns it: the
 * item whose `empty` text box (its title) is still empty (the editor draws a long list's items as
 * they come into view, so their number on screen is not the list's).
 */
export async function addAtTheEnd(list: Locator, name: string, empty = 'Title') {
  await reveal(list)
  await list
    .getByRole('button', { name: new RegExp(`^Add\\W*${name}\\W*$`) })
    .last()
    .click()
  const item = listItems(list).last()
  // The last item drawn, once it is the new one: scrolled into view until the editor draws its title, empty.
  await expect(async () => {
    await item.scrollIntoViewIfNeeded()
    await expect(item.getByRole('textbox', { name: empty, exact: true }).first()).toHaveValue('', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  return item
}

/**
 * Adds an item right below `neighbour` with its menu's "Add Item Below", and returns it, found beside
 * the neighbour, not by counting: the editor draws a long list's items as they come into view.
 */
export async function addBelow(neighbour: Locator) {
  await neighbour.getByRole('button', { name: 'List Item Options' }).click()
  await neighbour.page().getByRole('menuitem', { name: 'Add Item Below' }).click()
  const item = neighbour.locator('xpath=parent::*/following-sibling::*[1]/div[@role="group"]').first()
  await expect(async () => {
    await item.scrollIntoViewIfNeeded()
    await expect(item.getByRole('textbox', { name: 'Title', exact: true }).first()).toHaveValue('', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  return item
}

/**
 * The item of a list whose summary reads `text`: the list collapsed, the pane scrolled until the
 * editor, which draws a list's items as they come into view, has drawn it.
 */
export async function itemReading(pane: Locator, list: Locator, text: string) {
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
export async function reveal(
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
export async function fill(field: Locator, value: string) {
  await reveal(field)
  await expect(async () => {
    await field.fill(value)
    await expect(field).toHaveValue(value, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
}

/** Ticks a box or chooses a radio button until the editor shows it chosen. */
export async function choose(option: Locator) {
  await reveal(option)
  await expect(async () => {
    await option.click()
    await expect(option).toBeChecked({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
}

/** A deadline as staff type it into an item of the list in English. */
export async function fillDeadline(item: Locator, deadline: Deadline) {
  await fill(item.getByRole('textbox', { name: 'Id', exact: true }), deadline.id)
  await fill(item.locator('input[type="date"]'), deadline.date)
  await fill(item.getByRole('textbox', { name: 'Title', exact: true }), deadline.title)
  for (const audience of deadline.audiences) await choose(item.getByRole('checkbox', { name: audience, exact: true }))
  await choose(item.getByRole('radio', { name: deadline.authority, exact: true }))
  await fill(item.getByRole('textbox', { name: 'Source', exact: true }), deadline.source)
}

/** What `load` reads with no test content standing in for the files it is given (CONTENT_OVERRIDE, which the suites set). */
export function withoutTestContent<T>(load: () => T): T {
  const override = process.env.CONTENT_OVERRIDE
  delete process.env.CONTENT_OVERRIDE
  try {
    return load()
  } finally {
    if (override !== undefined) process.env.CONTENT_OVERRIDE = override
  }
}

/** Each entry of a translation's list by its id, as a file of the repository holds it. */
export const entriesById = (text: string, list: string) =>
  new Map(
    ((JSON.parse(text) as Record<string, { id: string }[]>)[list] ?? []).map((entry) => [entry.id, entry] as const),
  )

export async function openFile(page: Page, collection: string, file: string) {
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
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: /^(Save|Saving…)$/ })).toHaveCount(0, { timeout: 30_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible()
}

/** The same number with its last digit changed, e.g. (206) 555-0142 → (206) 555-0143. */
export const nextNumber = (phone: string) => phone.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10))

/** A notice from today to two weeks on, for a repository whose content has none (as scripts/test-content.ts writes). */
export function sampleNotice() {
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

/** What the build's own content check (npm run content:check) prints of the checkout at `dir`. */
export function checkAt(dir: string) {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/check-content.ts'), dir], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_OVERRIDE: '' },
  })
  return `${run.stdout}${run.stderr}`
}

/**
 * Runs the build's own content check on the repository the editor saved into: every content file
 * as the editor left it (a save may write the translations' files too), and the `files` it saved
 * besides (pictures). Returns all it printed; `then` gets the folder before it goes.
 */
export async function contentCheck(page: Page, files: string[], then?: (dir: string) => void) {
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
    const output = checkAt(dir)
    then?.(dir)
    return output
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
