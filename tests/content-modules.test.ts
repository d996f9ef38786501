/**
 * The content modules (src/vite-plugins/content.ts): what each gives, from the table in
 * src/content/collections.ts, and their committed types.
 */

import descriptions from 'content:descriptions'
import pages from 'content:pages'
import partnerSummaries from 'content:partners/summary'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  content,
  contentKeys,
  pickSummary,
  sitePaths,
  summaryFields,
  pages as tablePages,
} from '~/content/collections.ts'
import { loadContent } from '~/content/load.ts'
import { contentModuleData, contentModuleIds, contentModuleTypes, TYPES_FILE } from '~/vite-plugins/content.ts'

const root = path.resolve(import.meta.dirname, '..')

describe('pickSummary', () => {
  it('keeps only the summary fields, of each item of a list', () => {
    expect(pickSummary(['title', 'description'], { title: 'About', description: 'd', story: 'long' })).toEqual({
      title: 'About',
      description: 'd',
    })
    expect(pickSummary(['name', 'slug'], [{ name: 'A', slug: 'a', bio: ['long'] }])).toEqual([{ name: 'A', slug: 'a' }])
  })
})

describe('the content modules', () => {
  it('give a partner summary without the bios', () => {
    const fields = summaryFields('partners') ?? []
    for (const partner of partnerSummaries) {
      // An optional field (languages) is left out where the partner has none.
      expect(fields).toEqual(expect.arrayContaining(Object.keys(partner)))
      expect(Object.keys(partner)).toEqual(expect.arrayContaining(['name', 'credentials', 'slug', 'title', 'image']))
      expect(partner).not.toHaveProperty('bio')
    }
  })

  it('list every page of the table, in its order, with the title of its copy, and apart its description', async () => {
    const loaded = await loadContent(root)
    expect(pages.map((page) => page.path)).toEqual(sitePaths)
    for (const page of pages) {
      const entry = tablePages.find((candidate) => candidate.path === page.path)
      if (!entry) throw new Error(`${page.path} is not a page of the table`)
      const copy: { title?: string; description: string } = loaded[entry.key]
      expect(page, page.path).toEqual({
        path: page.path,
        ...(entry.parent ? { parent: entry.parent } : {}),
        ...(copy.title ? { title: copy.title } : {}),
      })
      expect(descriptions[page.path], page.path).toBe(copy.description)
    }
  })

  it("leave a page's tab title and description out of the browser's copy of its file, and only those", async () => {
    const loaded = await loadContent(root)
    for (const page of tablePages) {
      const id = `content:${page.key}`
      const server = contentModuleData(id, loaded, '2026-11-24') as Record<string, unknown>
      const browser = contentModuleData(id, loaded, '2026-11-24', [], { browser: true }) as Record<string, unknown>
      expect(server.description, id).toBeTypeOf('string')
      const { title: _title, description: _description, ...rest } = server
      expect(browser, id).toEqual(rest)
    }
    expect(contentModuleData('content:firm', loaded, '2026-11-24', [], { browser: true })).toEqual(loaded.firm)
  })

  it('give the pictures by key, each with its size', async () => {
    const images = contentModuleData('content:images', await loadContent(root), '2026-11-24') as Record<string, object>
    expect(images['share-default']).toMatchObject({ width: 1200, height: 630 })
    expect(contentModuleData('content:images/summary', await loadContent(root), '2026-11-24')).toEqual({
      'share-default': images['share-default'],
    })
  })

  it('are each declared in the committed types, which are what the table gives', () => {
    expect(readFileSync(path.join(root, TYPES_FILE), 'utf8'), `${TYPES_FILE} is stale: run npm run content:check`).toBe(
      contentModuleTypes(),
    )
    for (const id of contentModuleIds) expect(contentModuleTypes()).toContain(`declare module '${id}'`)
    const summaries = contentKeys.filter((key) => content[key].summary !== undefined).length
    const views = contentKeys.flatMap((key) => Object.keys(content[key].views)).length
    const pictures = contentKeys.filter((key) => content[key].pictures).length
    expect(contentModuleIds).toHaveLength(contentKeys.length + summaries + views + pictures + 3)
  })

  it('refuse a module the table does not have', async () => {
    expect(() => contentModuleData('content:associates/summary', {} as never, '2026-11-24')).toThrow(
      /not a content module/,
    )
  })
})
