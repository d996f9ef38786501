/**
 * The content editor at /admin, driven for real against its in-browser test
 * repository (Sveltia CMS's `test-repo` backend keeps the files in the origin's
 * private file system), seeded with the real content. What staff save must pass
 * the build's own content check with a minimal diff. The screenshots CONTENT.md
 * shows are taken here, into docs/editor/, only when EDITOR_SCREENSHOTS=1
 * (`npm run docs:screenshots`); other runs write nothing into the repository.
 * How the tests drive the editor (open it, find and fill its fields, save, check what it saved) is
 * e2e/editor.ts.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'parse5'
import sharp from 'sharp'
import { editorLanguages } from '../postbuild/admin.ts'
import { confirmable } from '../postbuild/worklist.ts'
import { notABusinessDay } from '../src/content/calendar/due-dates.ts'
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
import { plainText, textLanguage } from '../src/content/runs.ts'
import { blockingProblems, contentOf, loadSite } from '../src/content/site.ts'
import { translations as translationsOf } from '../src/content/site-languages.ts'
import { textHash } from '../src/content/translation/text-key.ts'
import { DEADLINES_FEED_PATH } from '../src/lib/paths.ts'
import { byTag, text } from '../tests/built/dist.ts'
import { buildCopy, type CopyBuild } from '../tests/editor/build-copy.ts'
import {
  addAtTheEnd,
  addBelow,
  addItem,
  changedLines,
  checkAt,
  choose,
  contentCheck,
  type Deadline,
  entriesById,
  fieldWithValue,
  filesUnder,
  fill,
  fillDeadline,
  itemReading,
  listField,
  nextNumber,
  openEditor,
  openFile,
  readRepo,
  readRepoText,
  reveal,
  root,
  sampleNotice,
  save,
  screenshot,
  seed,
  translationPane,
  withoutTestContent,
} from './editor.ts'
import { associates, expect, firm, partners, target, test } from './fixtures.ts'
import { content } from './site-pages.ts'

/** Every translation the editor edits beside English, published or not. */
const translations = translationsOf(root).map((language) => language.folder)

test.beforeEach(() => {
  test.skip(target !== 'node', 'the editor runs in the browser alone: once')
})
test.use({ allowConsoleErrors: true })

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
    const below = await addBelow(neighbour)
    await fillDeadline(below, inserted)
    await save(page)
    // A second save of the same file in English: one more, at the end.
    await openFile(page, 'Services and resources', 'Tax deadlines')
    const atTheEnd = await addAtTheEnd(deadlines, 'Deadline')
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

  test('staff add a rule, a postponement, a one-off by the list’s own button and a notice with a link in English, and a translator then saves each file: every translation keeps what it had, the check and the build pass, and no page or feed shows a marker', async ({
    page,
  }) => {
    test.setTimeout(480_000)
    const [folder] = content.editions.editions ?? []
    if (!folder) throw new Error('content/editions.json publishes no translation')
    const ownDeadlines = deadlinesSchema.parse(
      JSON.parse(readFileSync(path.join(root, 'content/deadlines.json'), 'utf8')),
    )
    const [source] = ownDeadlines.sources.filter((one) => one.url.startsWith('https://www.irs.gov/'))
    if (!source) throw new Error('the deadlines cite no IRS page')
    const today = todayAtTheFirm()
    const day = (days: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
    // A business day three weeks on: before the list's last one-off, so it is added out of date order.
    let oneOffDay = 21
    while (notABusinessDay(day(oneOffDay), 'IRS')) oneOffDay++
    const rule = { id: 'monthly-editor-return', title: 'Monthly editor test return for {month} {year}', due: 20 }
    const oneOff: Deadline = {
      id: 'editor-one-off',
      date: day(oneOffDay),
      title: 'A one-off added with the list’s own button',
      audiences: ['individuals'],
      authority: 'IRS',
      source: source.url,
    }
    const relief = { id: 'editor-test-relief', title: 'IRS relief for the editor’s test storms', county: 'King' }
    const notice = { title: 'Office closed for a training day', linkText: 'Our office hours', to: '/contact/' }
    const translated = { relief: `${relief.title} (${folder})`, notice: `${notice.title} (${folder})` }

    const problems = await openEditor(page)
    const pane = page.getByRole('group', { name: /^Edit .*English.* Content$/ })
    await openFile(page, 'Services and resources', 'Tax deadlines')
    const rules = listField(pane, 'Recurring deadlines')
    const newRule = await addAtTheEnd(rules, 'Rule')
    await fill(newRule.getByRole('textbox', { name: 'Id', exact: true }), rule.id)
    await fill(newRule.getByRole('textbox', { name: 'Title', exact: true }), rule.title)
    await choose(newRule.getByRole('checkbox', { name: 'businesses', exact: true }))
    await choose(newRule.getByRole('radio', { name: 'IRS', exact: true }))
    await fill(newRule.getByRole('textbox', { name: 'Source', exact: true }), source.url)
    await choose(newRule.getByRole('radio', { name: 'monthly', exact: true }))
    await newRule.getByRole('button', { name: /Add\W*Due day/ }).click()
    await choose(newRule.getByRole('radio', { name: 'after the period ends', exact: true }))
    await fill(newRule.getByRole('spinbutton', { name: 'Month', exact: true }), '1')
    await fill(newRule.getByRole('spinbutton', { name: 'Day', exact: true }), String(rule.due))
    await fill(newRule.getByRole('textbox', { name: 'First period', exact: true }), `${today.slice(0, 7)}-01`)
    await fillDeadline(await addAtTheEnd(listField(pane, 'One-off deadlines'), 'Deadline'), oneOff)
    const postponement = await addAtTheEnd(listField(pane, 'Postponements'), 'Postponement')
    await fill(postponement.getByRole('textbox', { name: 'Id', exact: true }), relief.id)
    await fill(postponement.getByRole('textbox', { name: 'Title', exact: true }), relief.title)
    await fill(postponement.getByRole('textbox', { name: 'Source', exact: true }), source.url)
    await choose(postponement.getByRole('radio', { name: 'IRS', exact: true }))
    await postponement.getByRole('combobox', { name: 'Counties' }).click()
    await page.getByRole('option', { name: relief.county, exact: true }).click()
    await fill(postponement.getByRole('textbox', { name: 'Deadlines from', exact: true }), today)
    await fill(postponement.getByRole('textbox', { name: 'Deadlines through', exact: true }), day(60))
    await fill(postponement.getByRole('textbox', { name: 'New due date', exact: true }), day(90))
    await save(page)

    await openFile(page, 'Firm and site', 'Notices on every page')
    const shown = await addAtTheEnd(listField(pane, 'Notices'), 'Notice')
    await fill(shown.getByRole('textbox', { name: 'Title', exact: true }), notice.title)
    await fill(shown.getByRole('textbox', { name: 'Message', exact: true }), 'The upload portal stays open.')
    await choose(shown.getByRole('checkbox', { name: /Add\W*Link/ }))
    await fill(shown.getByRole('textbox', { name: 'Text', exact: true }), notice.linkText)
    await fill(shown.getByRole('textbox', { name: 'Address', exact: true }), notice.to)
    await fill(shown.getByRole('textbox', { name: 'First day shown', exact: true }), today)
    await fill(shown.getByRole('textbox', { name: 'Last day shown', exact: true }), day(13))
    await save(page)
    const afterEnglish = Object.fromEntries(
      await Promise.all(
        translations.flatMap((one) =>
          ['deadlines.json', 'notices.json'].map(
            async (file) => [`${one}/${file}`, await readRepoText(page, `content/${one}/${file}`)] as const,
          ),
        ),
      ),
    )

    // A translator translates the relief and the notice's title, each file saved in the translation's pane.
    await openFile(page, 'Services and resources', 'Tax deadlines')
    const deadlinesPane = await translationPane(page, folder)
    const reliefs = listField(deadlinesPane, 'Postponements')
    await reveal(reliefs, deadlinesPane)
    const reliefTitle = reliefs.getByRole('textbox', { name: 'Title', exact: true }).last()
    await reveal(reliefTitle, deadlinesPane)
    await fill(reliefTitle, translated.relief)
    await save(page)
    await openFile(page, 'Firm and site', 'Notices on every page')
    const noticesPane = await translationPane(page, folder)
    const noticeList = listField(noticesPane, 'Notices')
    await reveal(noticeList, noticesPane)
    const noticeTitle = noticeList.getByRole('textbox', { name: 'Title', exact: true }).last()
    await reveal(noticeTitle, noticesPane)
    await fill(noticeTitle, translated.notice)
    await save(page)

    // Every translation keeps what it had: each entry of each list, and every other field.
    for (const one of translations) {
      for (const file of ['deadlines.json', 'notices.json']) {
        const had = JSON.parse(readFileSync(path.join(root, 'content', one, file), 'utf8')) as Record<string, unknown>
        const has = JSON.parse(await readRepoText(page, `content/${one}/${file}`)) as Record<string, unknown>
        for (const [key, value] of Object.entries(had))
          expect(has[key], `${one}/${file} → ${key}`).toEqual(
            Array.isArray(value) ? expect.arrayContaining(value) : value,
          )
      }
      // The translator's saves touched the other translations not at all.
      if (one !== folder)
        for (const file of ['deadlines.json', 'notices.json'])
          expect(await readRepoText(page, `content/${one}/${file}`), `${one}/${file}`).toBe(
            afterEnglish[`${one}/${file}`],
          )
    }

    const work = mkdtempSync(path.join(os.tmpdir(), 'editor-build-'))
    try {
      let build: CopyBuild | undefined
      const output = await contentCheck(page, [], (dir) => {
        build = buildCopy(path.join(work, 'site'), (contentDir) =>
          cpSync(path.join(dir, 'content'), contentDir, { recursive: true }),
        )
      })
      expect(output).toContain('content OK')
      if (!build) throw new Error('no build')
      expect(build.status, build.output).toBe(0)
      // No marker of the content's (a run written `[words]{lang=…}`) on any page, feed or file of the site.
      const marked = filesUnder(build.client)
        .filter(
          (file) =>
            !path.relative(build?.client ?? '', file).startsWith('admin/') && /\.(html|ics|json|xml|txt)$/.test(file),
        )
        .filter((file) => /\{lang=/.test(readFileSync(file, 'utf8')))
      expect(marked).toEqual([])
      // Each edition's feed has the rule's deadlines and the relief, in the translator's words where they wrote them.
      for (const language of [{ folder: '' }, ...(content.editions.editions ?? []).map((one) => ({ folder: one }))]) {
        const feed = readFileSync(path.join(build.client, language.folder, DEADLINES_FEED_PATH), 'utf8')
        expect(feed, language.folder).toContain(`UID:${rule.id}-`)
        expect(feed.replace(/\r\n /g, ''), language.folder).toContain(
          language.folder === folder ? translated.relief : relief.title,
        )
      }
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
    expect(problems).toEqual([])
  })
  test('a translator rewrites one text behind its English and confirms another, and nothing more: the check, the worklist and the pages no longer name them, on a copy, a full clone and a --depth 1 clone alike, until the English changes again', async ({
    page,
  }) => {
    test.setTimeout(480_000)
    const [folder, other] = content.editions.editions ?? []
    if (!folder || !other) throw new Error('content/editions.json publishes fewer than two translations')
    // Two services' summaries a little longer in English, which no translation says yet.
    const services = JSON.parse(readFileSync(path.join(root, 'content/services.json'), 'utf8')) as {
      slug: string
      summary: string
    }[]
    const [rewritten, confirmed] = services
    if (!rewritten || !confirmed) throw new Error('the content has fewer than two services')
    const reword = (service: { summary: string }, words: string) => {
      // Within the summary's 200 characters, whatever its length.
      service.summary = `${service.summary.length + words.length < 200 ? service.summary : service.summary.slice(0, 190 - words.length)} ${words}`
    }
    reword(rewritten, 'Ask us about the year ahead.')
    reword(confirmed, 'Ask us.')
    const replace = { 'content/services.json': normaliseContent('services.json', services) }
    const keyOf = (service: { slug: string }) => `services.json → [slug=${service.slug}].summary`
    const lineOf = (language: string, service: { slug: string }) => `content/${language}/${keyOf(service)}`
    // The configuration a build of this content writes: the texts behind their English, to choose from.
    const setup = mkdtempSync(path.join(os.tmpdir(), 'editor-translator-'))
    let configuration: Record<string, unknown>
    let label = ''
    try {
      cpSync(path.join(root, 'content'), path.join(setup, 'content'), { recursive: true })
      writeFileSync(path.join(setup, 'content/services.json'), replace['content/services.json'])
      symlinkSync(path.join(root, 'public'), path.join(setup, 'public'))
      const site = withoutTestContent(() => loadSite(setup))
      const options = confirmable(site)
      label = options.find((option) => option.value.startsWith(keyOf(confirmed)))?.label ?? ''
      expect(label, 'the second summary is one to confirm').not.toBe('')
      configuration = cmsConfig({
        backend: { name: 'test-repo' },
        siteUrl: firm.siteUrl,
        title: 'editor',
        languages: editorLanguages(root),
        confirmable: options,
      })
    } finally {
      rmSync(setup, { recursive: true, force: true })
    }
    const problems = await openEditor(page, replace, configuration)

    // The rewrite: the summary in the translation's own words, saved.
    const theirs = JSON.parse(readFileSync(path.join(root, 'content', folder, 'services.json'), 'utf8')) as {
      summary: string
    }[]
    const before = theirs[0]?.summary ?? ''
    const after = `${before.slice(0, 190)} (2)`
    await openFile(page, 'Services and resources', 'Services')
    const servicesPane = await translationPane(page, folder)
    const summaries = servicesPane.getByRole('textbox', { name: 'Summary', exact: true })
    await reveal(summaries.first(), servicesPane)
    await fill(await fieldWithValue(page, before, summaries), after)
    await save(page)
    // The confirmation: the other summary chosen among the texts that still hold.
    await openFile(page, 'Firm and site', 'Language and dates')
    const localePane = await translationPane(page, folder)
    const confirmations = listField(localePane, 'Translations that still hold')
    await reveal(confirmations, localePane)
    const { confirmed: had = [] } = JSON.parse(
      readFileSync(path.join(root, 'content', folder, 'locale.json'), 'utf8'),
    ) as { confirmed?: string[] }
    const item = await addItem(
      confirmations,
      () =>
        confirmations
          .getByRole('button', { name: /Add\W*Text/ })
          .last()
          .click(),
      { at: had.length, count: had.length },
    )
    await reveal(item.getByRole('radio').or(item.getByRole('combobox')).first(), localePane)
    const radio = item.getByRole('radio', { name: label, exact: true })
    if ((await radio.count()) > 0) await choose(radio)
    else {
      await item.getByRole('combobox').click()
      await page.getByRole('option', { name: label, exact: true }).click()
    }
    await save(page)

    const work = mkdtempSync(path.join(os.tmpdir(), 'editor-translator-build-'))
    try {
      const outputs: Record<string, string> = {}
      let build: CopyBuild | undefined
      outputs.copy = await contentCheck(page, [], (dir) => {
        // The same files as a repository, cloned whole and cloned at depth 1.
        const git = (args: string[], cwd = dir) => {
          const run = spawnSync(
            'git',
            ['-c', 'user.name=Staff', '-c', 'user.email=staff@cedarsoundcpa.example', ...args],
            { cwd, encoding: 'utf8' },
          )
          expect(run.status, run.stderr).toBe(0)
        }
        git(['init', '-q'])
        git(['add', '-A'])
        git(['commit', '-q', '-m', 'As the editor saved it'])
        git(['clone', '-q', `file://${dir}`, path.join(work, 'full')], work)
        git(['clone', '-q', '--depth', '1', `file://${dir}`, path.join(work, 'shallow')], work)
        outputs.full = checkAt(path.join(work, 'full'))
        outputs.shallow = checkAt(path.join(work, 'shallow'))
        build = buildCopy(path.join(work, 'site'), (contentDir) =>
          cpSync(path.join(dir, 'content'), contentDir, { recursive: true }),
        )
        // An English change afterwards: both behind again.
        const changed = JSON.parse(readFileSync(path.join(dir, 'content/services.json'), 'utf8')) as typeof services
        for (const service of changed.slice(0, 2)) service.summary = service.summary.replace(/ Ask us/, ' Do ask us')
        writeFileSync(path.join(dir, 'content/services.json'), normaliseContent('services.json', changed))
        outputs.changed = checkAt(dir)
      })
      for (const where of ['copy', 'full', 'shallow'] as const) {
        expect(outputs[where], where).toContain('content OK')
        expect(outputs[where], where).not.toContain(lineOf(folder, rewritten))
        expect(outputs[where], where).not.toContain(lineOf(folder, confirmed))
        // The other translation is still behind on both.
        expect(outputs[where], where).toContain(lineOf(other, rewritten))
        expect(outputs[where], where).toContain(lineOf(other, confirmed))
      }
      expect(outputs.full).toBe(outputs.copy)
      expect(outputs.shallow).toBe(outputs.copy)
      expect(outputs.changed).toContain(lineOf(folder, rewritten))
      expect(outputs.changed).toContain(lineOf(folder, confirmed))

      // The build of the saved files: the worklist and the pages.
      if (!build) throw new Error('no build')
      expect(build.status, build.output).toBe(0)
      const worklist = readFileSync(path.join(build.client, 'admin/worklist/index.html'), 'utf8')
      const sectionOf = (language: string) =>
        new RegExp(`<section id="${language}"[\\s\\S]*?</section>`).exec(worklist)?.[0] ?? ''
      for (const service of [rewritten, confirmed]) {
        const field = `<code>[slug=${service.slug}].summary</code>`
        expect(sectionOf(folder), `${folder}: ${service.slug}`).not.toContain(field)
        expect(sectionOf(other), `${other}: ${service.slug}`).toContain(field)
      }
      // A text behind its English is marked where a page shows it (data-behind: the home page's services),
      // the notice's sentence beside it; the rewritten one is shown in its new words, unmarked.
      const home = (language: string) =>
        parse(readFileSync(path.join(build?.client ?? '', language, 'index.html'), 'utf8'))
      const behindOn = (language: string) =>
        byTag(home(language), 'span', { 'data-behind': true }).map((span) => text(span))
      expect(text(home(folder))).toContain(after)
      expect(
        behindOn(folder).filter((words) => words.includes(after.slice(0, 40)) || words.includes(before.slice(0, 40))),
      ).toEqual([])
      const otherSummary =
        (
          JSON.parse(readFileSync(path.join(root, 'content', other, 'services.json'), 'utf8')) as { summary: string }[]
        )[0]?.summary ?? ''
      expect(behindOn(other).some((words) => words.includes(otherSummary.slice(0, 40)))).toBe(true)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
    expect(problems).toEqual([])
  })
  test('the worklist’s link opens the translation’s own editor at the file, English on the left and the language on the right', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const [folder] = content.editions.editions ?? []
    if (!folder) throw new Error('content/editions.json publishes no translation')
    const problems = await openEditor(page)
    await page.route(
      (url) => url.pathname === `/admin/${folder}/config.yml`,
      async (route) => {
        const response = await route.fetch()
        const config = JSON.parse(await response.text()) as Record<string, unknown>
        await route.fulfill({ response, body: JSON.stringify({ ...config, backend: { name: 'test-repo' } }) })
      },
    )
    // The built worklist (the test content has texts behind their English in every translation).
    await page.goto('/admin/worklist/')
    const link = page.locator(`section#${folder} a[href^="/admin/${folder}/#/collections/"]`).first()
    await expect(link).toBeVisible()
    await link.click()
    const english = page.getByRole('group', { name: /^Edit .*English.* Content$/ })
    // Signed in already by /admin/ (the editor keeps the session), else signed in here.
    const signIn = page.getByRole('button', { name: 'Work with Test Repository' })
    await expect(english.or(signIn).first()).toBeVisible()
    if (await signIn.isVisible()) await signIn.click()
    const theirs = page.getByRole('group', {
      name: new RegExp(`^Edit .*${languages[folder as LanguageCode].name}.* Content$`),
    })
    await expect(english).toBeVisible()
    await expect(theirs).toBeVisible()
    const [left, right] = [await english.boundingBox(), await theirs.boundingBox()]
    expect(left && right && left.x < right.x).toBe(true)
    expect(problems).toEqual([])
  })
  test('staff add a situation and a document to what to bring in English alone: every edition shows them in English, marked, and the worklist lists them', async ({
    page,
  }) => {
    test.setTimeout(480_000)
    const situation = { id: 'editor-situation', title: 'I sold a boat this year' }
    const document = {
      id: 'bill-of-sale',
      text: 'The bill of sale, and what you paid for the boat',
      from: 'your own records',
    }
    const source = 'https://www.irs.gov/taxtopics/tc409'
    const problems = await openEditor(page)
    const pane = page.getByRole('group', { name: /^Edit .*English.* Content$/ })
    await openFile(page, 'Services and resources', 'What to bring')
    const added = await addAtTheEnd(listField(pane, 'Situations'), 'Situation')
    await fill(added.getByRole('textbox', { name: 'Id', exact: true }), situation.id)
    await choose(added.getByRole('radio', { name: 'Individuals', exact: true }))
    await fill(added.getByRole('textbox', { name: 'Title', exact: true }), situation.title)
    const item = await addAtTheEnd(listField(added, 'What to bring'), 'Document', 'Document')
    await fill(item.getByRole('textbox', { name: 'Id', exact: true }), document.id)
    await fill(item.getByRole('textbox', { name: 'Document', exact: true }), document.text)
    await fill(item.getByRole('textbox', { name: 'From', exact: true }), document.from)
    await fill(item.getByRole('textbox', { name: 'Source', exact: true }), source)
    await save(page)

    const work = mkdtempSync(path.join(os.tmpdir(), 'editor-checklist-'))
    try {
      let build: CopyBuild | undefined
      const output = await contentCheck(page, [], (dir) => {
        build = buildCopy(path.join(work, 'site'), (contentDir) =>
          cpSync(path.join(dir, 'content'), contentDir, { recursive: true }),
        )
      })
      expect(output).toContain('content OK')
      for (const folder of translations) {
        expect(output).toContain(`content/${folder}/checklist.json → situations[id=${situation.id}].title`)
        expect(output).toContain(
          `content/${folder}/checklist.json → situations[id=${situation.id}].items[id=${document.id}].document`,
        )
      }
      if (!build) throw new Error('no build')
      expect(build.status, build.output).toBe(0)
      const worklist = readFileSync(path.join(build.client, 'admin/worklist/index.html'), 'utf8')
      for (const language of content.editions.editions ?? []) {
        const section = new RegExp(`<section id="${language}"[\\s\\S]*?</section>`).exec(worklist)?.[0] ?? ''
        expect(section, language).toContain(`<code>situations[id=${situation.id}].title</code>`)
        // The page shows both in English, marked English, each with the note after it.
        const shown = byTag(
          parse(readFileSync(path.join(build.client, language, 'resources/what-to-bring/index.html'), 'utf8')),
          'span',
          { lang: 'en' },
        ).map((span) => text(span))
        expect(shown, language).toEqual(expect.arrayContaining([situation.title, document.text]))
      }
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
    expect(problems).toEqual([])
  })
})
