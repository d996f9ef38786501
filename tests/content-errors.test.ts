/**
 * A staff member's mistake in content/ must stop the build with a message that
 * names the file and the field. These tests break a copy of the real content
 * in one way each and read the message.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkContent } from '~/content/check.ts'
import { ContentError, fieldPath } from '~/content/problems.ts'
import { validateContent } from '~/content/site.ts'

const root = path.resolve(import.meta.dirname, '..')
let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'))
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true })
  symlinkSync(path.join(root, 'public'), path.join(dir, 'public'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function edit(file: string, change: (data: any) => void) {
  const full = path.join(dir, 'content', file)
  const data = JSON.parse(readFileSync(full, 'utf8'))
  change(data)
  writeFileSync(full, JSON.stringify(data))
}

function messageOf(action: () => unknown): string {
  try {
    action()
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('expected the content check to fail')
}

const check = () => validateContent(dir)

describe('content errors', () => {
  it('accepts the unmodified copy', () => {
    expect(check).not.toThrow()
  })

  it('names the file and field of a missing field', () => {
    edit('partners.json', (partners) => {
      delete partners[1].title
    })
    expect(messageOf(check)).toMatch(/content\/partners\.json → \[1\]\.title:/)
  })

  it('names a URL that is not https', () => {
    edit('firm.json', (firm) => {
      firm.paymentUrl = 'http://pay.example.com/invoices'
    })
    expect(messageOf(check)).toMatch(/content\/firm\.json → paymentUrl: must be a full https:\/\/ address/)
  })

  it('names a duplicate slug and where it was first used', () => {
    edit('associates.json', (associates) => {
      associates[4].slug = associates[2].slug
    })
    expect(messageOf(check)).toMatch(
      /content\/associates\.json → \[4\]\.slug: duplicate slug ".+" \(also used by entry \[2\]\)/,
    )
  })

  it('names an image key that does not exist', () => {
    edit('services.json', (services) => {
      services[0].image = 'service-bookeeping'
    })
    expect(messageOf(check)).toMatch(/content\/services\.json → \[0\]\.image: unknown image key "service-bookeeping"/)
  })

  it('names an image whose file is missing, when the build reads the pictures', async () => {
    edit('images.json', (images) => {
      images[0].src = '/images/people/nobody.jpg'
    })
    const { errors } = await checkContent(dir)
    expect(errors.join('\n')).toMatch(
      /content\/images\.json → \[0\]\.src: no file at public\/images\/people\/nobody\.jpg \(picture "portrait-margaret-okafor"\)/,
    )
  })

  it('names a picture key used twice', () => {
    edit('images.json', (images) => {
      images[3].key = images[1].key
    })
    expect(messageOf(check)).toMatch(
      /content\/images\.json → \[3\]\.key: duplicate key "portrait-daniel-whitcomb" \(also used by entry \[1\]\)/,
    )
  })

  it('reads a picture without alt text as decorative, as the editor saves it', () => {
    edit('images.json', (images) => {
      delete images[0].alt
    })
    expect(check().images.find((image) => image.key === 'portrait-margaret-okafor')?.alt).toBe('')
  })

  it("names a wrong setting of the editor's git host", () => {
    edit('editor.json', (editor) => {
      editor.backend = 'gitea'
      editor.baseUrl = 'https://git.example.com/'
    })
    const message = messageOf(check)
    expect(message).toMatch(/content\/editor\.json → baseUrl: must be the https:\/\/ address of the server alone/)
    expect(message).toMatch(/content\/editor\.json → appId: /)
  })

  it('names an internal link to a page the site does not have', () => {
    edit('resources.json', (resources) => {
      resources[0].buttonLink = '/resources/record'
    })
    expect(messageOf(check)).toMatch(/content\/resources\.json → \[0\]\.buttonLink: must be a page of the site/)
  })

  it('names a link written as an address that no page of the content table has', () => {
    edit('resources.json', (resources) => {
      resources[0].buttonLink = '/careers/'
    })
    edit('site.json', (site) => {
      site.mainNav[1].to = '/team/'
    })
    const message = messageOf(check)
    expect(message).toMatch(
      /content\/resources\.json → \[0\]\.buttonLink: "\/careers\/" is not a page of the site: use one of \/, \/about\//,
    )
    expect(message).toMatch(/content\/site\.json → mainNav\[1\]\.to: "\/team\/" is not a page of the site/)
  })

  it('names a file that is not valid JSON', () => {
    writeFileSync(path.join(dir, 'content/site.json'), '{ "skipLink": ')
    expect(messageOf(check)).toMatch(/content\/site\.json → \(whole file\): is not valid JSON/)
  })

  it('lists every problem at once', () => {
    edit('firm.json', (firm) => {
      firm.abbreviation = 'cscg'
      firm.email = 'not-an-address'
    })
    const message = messageOf(check)
    expect(message).toContain('firm.json → abbreviation')
    expect(message).toContain('firm.json → email')
    expect(message).toMatch(/\(2 problems\)/)
  })
})

describe('fieldPath', () => {
  it('writes paths the way an editor reads them', () => {
    expect(fieldPath([1, 'info', 0, 'title'])).toBe('[1].info[0].title')
    expect(fieldPath(['address', 'postalCode'])).toBe('address.postalCode')
    expect(fieldPath([])).toBe('(whole file)')
  })
})
