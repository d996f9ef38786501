/**
 * A translation's termbase (locale.json → terms, src/content/translation/termbase.ts): each has the concepts a
 * client must not misread, and a rejected term written into a published translation fails the check,
 * which names the language, the file, the field, the term and the one to use; in a draft the same
 * is a warning. The terms come from content.
 */

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../src/content/check.ts'
import { normaliseContent } from '../src/content/format.ts'
import { siteLanguages, translations } from '../src/content/site-languages.ts'
import { rejectedIn, type Term, termPattern } from '../src/content/translation/termbase.ts'

const root = path.resolve(import.meta.dirname, '..')
const readJson = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, 'content', file), 'utf8'))

describe('each translation’s termbase', () => {
  it('settles at least fifteen concepts in each published translation, each with a term, the terms refused and a source', () => {
    for (const language of translations(root).filter((one) => one.published)) {
      const { terms = [] } = readJson(root, `${language.folder}/locale.json`)
      expect(terms.length, language.folder).toBeGreaterThanOrEqual(15)
      for (const entry of terms) {
        expect(entry.rejected.length, `${language.folder}: ${entry.concept}`).toBeGreaterThan(0)
        expect(entry.source.trim(), `${language.folder}: ${entry.concept}`).not.toBe('')
      }
    }
  })

  it('finds a term as whole words in a script with spaces, and anywhere in one without', () => {
    expect(termPattern('impuestos especiales').test('Los Impuestos Especiales de Washington')).toBe(true)
    expect(termPattern('planilla').test('las planillas de pago')).toBe(false)
    expect(termPattern('thuế tiêu thụ').test('Tờ khai thuế tiêu thụ hàng tháng')).toBe(true)
    expect(termPattern('推定税').test('法人の推定税（estimated tax）')).toBe(true)
  })

  it('finds a word the language also uses for something else only where it means what the entry refuses', () => {
    const extension = { term: 'extensión', onlyWith: ['plazo', 'prórroga'] }
    expect(rejectedIn('Pida una extensión del plazo para presentar.', extension)).toBe('extensión')
    expect(rejectedIn('Llame al 555-0100, extensión 12.', extension)).toBeUndefined()
    // Within its sentence: the deadline in the next sentence does not make the phone number one.
    expect(rejectedIn('Marque la extensión 12. El plazo vence en abril.', extension)).toBeUndefined()
  })

  // Each entry a translation gives contexts for, in its own words: the term beside the first of
  // them fails, the same term in a sentence with none of them passes.
  const withContexts = translations(root)
    .filter((one) => one.published)
    .flatMap((language) =>
      ((readJson(root, `${language.folder}/locale.json`).terms ?? []) as Term[]).flatMap((entry) =>
        entry.rejected
          .filter((rejected) => rejected.onlyWith?.length)
          .map((rejected) => ({ folder: language.folder, concept: entry.concept, rejected })),
      ),
    )
  it.each(withContexts)(
    '$folder: “$rejected.term” fails beside its contexts and passes without them',
    ({ rejected }) => {
      const [context = ''] = rejected.onlyWith ?? []
      expect(rejectedIn(`${rejected.term} ${context}`, rejected)).toBeDefined()
      expect(rejectedIn(`${rejected.term} 555-0100`, rejected)).toBeUndefined()
    },
  )

  it('the Spanish termbase tells a phone extension and a return on an investment from the tax senses', () => {
    const spanish = translations(root).find((one) => one.code === 'es')
    if (!spanish) return
    const terms: Term[] = readJson(root, `${spanish.folder}/locale.json`).terms ?? []
    const rejected = (word: string) => terms.flatMap((entry) => entry.rejected).find((one) => one.term === word)
    const [extension, returned] = [rejected('extensión'), rejected('retorno')]
    expect(extension?.onlyWith?.length, 'extensión is refused in its deadline sense only').toBeGreaterThan(0)
    expect(returned?.onlyWith?.length, 'retorno is refused in its tax-return sense only').toBeGreaterThan(0)
    if (!extension || !returned) return
    expect(rejectedIn('Solicite una extensión para presentar su declaración.', extension)).toBe('extensión')
    expect(rejectedIn('Llámenos al 555-0100, extensión 3.', extension)).toBeUndefined()
    expect(rejectedIn('Presente su retorno de impuestos.', returned)).toBe('retorno')
    expect(rejectedIn('Analizamos el retorno de la inversión de su negocio.', returned)).toBeUndefined()
  })
})

describe('a rejected term written into a translation', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'termbase-'))
  afterAll(() => rmSync(work, { recursive: true, force: true }))
  cpSync(path.join(root, 'content'), path.join(work, 'content'), { recursive: true })
  cpSync(path.join(root, 'public'), path.join(work, 'public'), { recursive: true })

  const [, language] = siteLanguages(root)
  const folder = language?.folder ?? ''
  // An entry refused in every sense, which any sentence it is written into fails.
  const entry = ((readJson(root, `${folder}/locale.json`).terms ?? []) as Term[]).find((one) =>
    one.rejected.some((rejected) => !rejected.onlyWith?.length),
  )
  const refused = entry?.rejected.find((rejected) => !rejected.onlyWith?.length)?.term
  const services = readJson(root, `${folder}/services.json`)
  services[0].summary = `${services[0].summary} ${refused}`
  writeFileSync(path.join(work, 'content', folder, 'services.json'), `${JSON.stringify(services, null, 2)}\n`)
  // The text named as the worklist names it: its entry by its slug.
  const line = `content/${folder}/services.json → [slug=${services[0].slug}].summary: uses “${refused}”`
  /** The content check of the copy, as `npm run content:check DIR` runs it, in this process. */
  const check = async () => {
    const { errors, warnings } = await checkContent(work)
    return { failed: errors.length > 0, output: [...errors, ...warnings].join('\n') }
  }

  it('fails the check in a published translation, naming the language, file, field, term and replacement', async () => {
    expect(language?.published, 'the first translation is published').toBe(true)
    const { failed, output } = await check()
    expect(failed, output).toBe(true)
    expect(output).toContain(
      `the published ${siteLanguages(root)[0].names[language?.code ?? '']} (${language?.name}) edition`,
    )
    expect(output).toContain(line)
    expect(output).toContain(`write “${entry?.term}”`)
  })

  it('is a warning in a draft, and the check passes', async () => {
    const editions = readJson(work, 'editions.json')
    const drafts = [...(editions.drafts ?? []), folder]
    const published = editions.editions.filter((code: string) => code !== folder)
    writeFileSync(
      path.join(work, 'content/editions.json'),
      normaliseContent('editions.json', { editions: published, drafts }),
    )
    const { failed, output } = await check()
    expect(failed, output).toBe(false)
    expect(output).toMatch(/warning: .* draft/)
    expect(output).toContain(line)
  })
})
