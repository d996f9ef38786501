/**
 * The translators' worklist, /admin/worklist/: for each translation, published or a draft, what it
 * does not say in its own words yet (the site shows the English) and what it says of an English
 * text that has changed since (src/content/translation/drift.ts). Each text shows its English
 * before and after with the changed words marked, the translation as it is, and a link that opens
 * its file in the language's own editor, English beside it; a text behind its English says how to
 * confirm it still holds. Written by the build beside the editor (postbuild/admin.ts), under the
 * editor's own policy and out of search as the editor is; a page of plain markup with no script.
 * CONTENT.md tells a translator how to work through it.
 *
 * Also the texts a translator may confirm, as the editor's configuration offers them (confirmable).
 */
import { diffWordsWithSpace } from 'diff'
import { ADMIN_PATH } from '../server/security-headers.ts'
import { editorEntry } from '../src/content/cms-config.ts'
import { plainText } from '../src/content/runs.ts'
import { type LanguageContent, type Site, textsToDo, translationLabel } from '../src/content/site.ts'
import type { TextState } from '../src/content/translation/drift.ts'
import { confirmation } from '../src/content/translation/text-key.ts'
import { escapeHtml } from '../src/lib/html.ts'
import { editorPageStart } from './editor-page.ts'

/** The worklist's address under the editor. */
export const WORKLIST_PATH = `${ADMIN_PATH}worklist/`

/**
 * Where a translation's own editor (postbuild/admin.ts) opens a content file, English on the left
 * and the language on the right: `/admin/es/#/collections/services/entries/deadlines`.
 */
function editorLink(file: string, folder: string): string | undefined {
  const entry = editorEntry(file)
  return entry && `${ADMIN_PATH}${folder}/#/collections/${entry.collection}/entries/${entry.entry}`
}

/** A content file as staff know it in the editor: "Tax deadlines", else its name. */
const fileLabel = (file: string) => editorEntry(file)?.label ?? file

const shorten = (text: string, length = 70) => (text.length > length ? `${text.slice(0, length - 1)}…` : text)

/** How a text is offered to confirm, and read in the editor's list: its file, field and English now. */
const confirmLabel = (text: TextState) =>
  `${fileLabel(text.file)} › ${text.field}: “${shorten(plainText(text.english))}”`

/**
 * The texts a translator may confirm in the editor (locale.json → `confirmed`): every text behind its
 * English in any translation, and the confirmations content holds already, so that a saved one stays
 * a choice. The same for every language: a confirmation names the text and its English alone.
 */
export function confirmable(site: Site): { value: string; label: string }[] {
  const options = new Map<string, string>()
  for (const { texts } of site.translations) {
    for (const text of texts) {
      if (text.state === 'behind') options.set(confirmation.format(text.key, text.english), confirmLabel(text))
    }
  }
  for (const { content } of site.translations) {
    for (const value of content?.locale.confirmed ?? []) if (!options.has(value)) options.set(value, value)
  }
  return [...options].map(([value, label]) => ({ value, label }))
}

/** The English before and after, each with the words that changed marked (`<del>` gone, `<ins>` new). */
function changedWords(before: string, after: string): { before: string; after: string } {
  const parts = diffWordsWithSpace(plainText(before), plainText(after))
  const side = (keep: 'removed' | 'added', tag: 'del' | 'ins') =>
    parts
      .map((part) => {
        if (part[keep]) return `<${tag}>${escapeHtml(part.value)}</${tag}>`
        return part.added || part.removed ? '' : escapeHtml(part.value)
      })
      .join('')
  return { before: side('removed', 'del'), after: side('added', 'ins') }
}

function item(translation: LanguageContent, text: TextState, ownName: string, ownTag: string, name: string): string {
  const { folder, tag } = translation.language
  const link = editorLink(text.file, folder)
  const open = link
    ? `<a href="${escapeHtml(link)}">Open ${escapeHtml(fileLabel(text.file))} in the editor, in ${escapeHtml(name)}</a>`
    : ''
  const rows: string[] = []
  let todo: string
  if (text.state === 'behind' && text.before !== undefined) {
    const words = changedWords(text.before, text.english)
    rows.push(
      `<dt>${escapeHtml(ownName)} before</dt><dd lang="${escapeHtml(ownTag)}">${words.before}</dd>`,
      `<dt>${escapeHtml(ownName)} now</dt><dd lang="${escapeHtml(ownTag)}">${words.after}</dd>`,
      `<dt>${escapeHtml(name)} now</dt><dd lang="${escapeHtml(tag)}">${escapeHtml(text.text ?? '')}</dd>`,
    )
    const confirm = editorLink('locale.json', folder)
    todo = `${open}, and rewrite it from the ${escapeHtml(ownName)} now. If it still holds, confirm it instead: ${
      confirm
        ? `<a href="${escapeHtml(confirm)}">Language and dates → Translations that still hold</a>`
        : 'Language and dates → Translations that still hold'
    }, Add Text, and choose “${escapeHtml(confirmLabel(text))}”.`
  } else {
    rows.push(
      `<dt>${escapeHtml(ownName)}</dt><dd lang="${escapeHtml(ownTag)}">${escapeHtml(plainText(text.english))}</dd>`,
    )
    todo = `${open}, and write it in ${escapeHtml(name)}.`
  }
  return [
    '<li>',
    `<h4><span class="file">${escapeHtml(fileLabel(text.file))}</span> <code>${escapeHtml(text.field)}</code></h4>`,
    `<dl>${rows.join('')}</dl>`,
    `<p>${todo}</p>`,
    '</li>',
  ].join('\n')
}

/** The site's own language, named in itself ("English"). */
function ownLanguage(site: Site) {
  const own = site.own.language
  return { tag: own.tag, name: own.names[own.code] ?? own.name }
}

function section(site: Site, translation: LanguageContent): string {
  const own = site.own.language
  const { name: ownName } = ownLanguage(site)
  // Named in the site's own language, as the rest of the page is written.
  const name = own.names[translation.language.code] ?? translation.language.name
  const { behind, untranslated } = textsToDo(translation)
  const label = translationLabel(site, translation.language)
  const list = (heading: string, texts: readonly TextState[]) =>
    texts.length === 0
      ? ''
      : `<h3>${heading} (${texts.length})</h3>\n<ol>\n${texts.map((text) => item(translation, text, ownName, own.tag, name)).join('\n')}\n</ol>`
  return [
    `<section id="${escapeHtml(translation.language.folder)}" aria-labelledby="${escapeHtml(translation.language.folder)}-heading">`,
    `<h2 id="${escapeHtml(translation.language.folder)}-heading">${escapeHtml(label)}</h2>`,
    behind.length + untranslated.length === 0 ? '<p>Nothing to do: every text is translated and current.</p>' : '',
    list('Behind their English', behind),
    list('Not translated yet, shown in English', untranslated),
    '</section>',
  ]
    .filter(Boolean)
    .join('\n')
}

const style = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b2430;background:#fbfaf7}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 4rem}
h1{font-size:1.75rem;margin:0 0 .5rem}h2{margin-top:2.5rem;border-bottom:2px solid #bcd3c6}
h4{margin:0 0 .5rem;font-size:1rem}.file{color:#24574a}
section li{margin:0 0 1.5rem;padding:1rem;background:#fff;border:1px solid #dde9e2;border-radius:6px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}dt{font-weight:600}dd{margin:0}
del{background:#fde2e1;color:#7a1212}ins{background:#dcf5e3;color:#0f4d25;text-decoration:none;font-weight:600}
a{color:#1c4e6e}code{font-size:.9em}
`

/** The worklist page, as of the day the site was built (YYYY-MM-DD). */
export function worklistHtml(site: Site, { title, builtOn }: { title: string; builtOn: string }): string {
  const own = ownLanguage(site)
  const ownName = escapeHtml(own.name)
  const counts = site.translations.map((translation) => {
    const { behind, untranslated } = textsToDo(translation)
    return `<li><a href="#${escapeHtml(translation.language.folder)}">${escapeHtml(translationLabel(site, translation.language))}</a>: ${behind.length} behind, ${untranslated.length} not translated yet</li>`
  })
  return [
    ...editorPageStart(title, own.tag, [`<style>${style.trim()}</style>`]),
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>As built on ${escapeHtml(builtOn)}: what each translation does not say in its own words yet, and what it says of a text whose ${ownName} has changed since it was translated. The site shows the first in ${ownName}, marked as not translated yet, and says of the second that the ${ownName} page has changed. <a href="${ADMIN_PATH}">Back to the editor</a>.</p>`,
    `<ul>${counts.join('')}</ul>`,
    ...site.translations.map((translation) => section(site, translation)),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
