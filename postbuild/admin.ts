/**
 * The content editor at /admin/ (Sveltia CMS, `@sveltia/cms`, pinned), served from the site itself.
 * postbuild/main.ts runs it after the pages are final and before it writes the headers and
 * compresses. It writes into dist/client/admin/:
 *   index.html       the page: no inline code, noindex, the config link and the scripts;
 *   config.yml       the editor's configuration, generated from the content schemas (src/content/cms-config.ts),
 *                    every language side by side;
 *   <folder>/        a translator's editor for each translation: its own page and configuration, with the site's
 *                    own language on the left and that translation on the right (no preview pane), saving those two;
 *   sveltia-cms.js   the editor's bundle, with the rewrites below;
 *   save-hook.js     the pages' hook on every save (src/content/editor/save-hook.ts, bundled here): the build's
 *                    check of what the save would write, refused in the editor with the check's words, and each
 *                    translation's records of what its texts were made from;
 *   content.json     the content as this build has it, which that check sets a save beside;
 *   lib/             Immutable.js, which the editor loads for its hooks, at the version its bundle names;
 *   chunks/          the bundle's lazy chunks (React, only for custom previews), found next to the bundle;
 *   fonts/           the three fonts the bundle uses, from the @fontsource packages it names;
 *   locales/         the editor's strings for other languages than US English;
 *   worklist/        the translators' worklist (postbuild/worklist.ts).
 * and beside the client folder ADMIN_ORIGINS_FILE: the git host's origins, for the Node server's policy.
 * Every file keeps its name across versions; all of /admin/ revalidates (server, nginx, `_headers`).
 * No public page refers to any of it.
 *
 * What happens to each third-party address in the bundle (0.221.1):
 *  - three cdn.jsdelivr.net/fontsource fonts (interface, monospace, icons): REWRITTEN to /admin/fonts/,
 *    files copied from the packages. Without the icon font the icons read as words ("arrow_back").
 *  - `${unpkg.com/@sveltia/cms}@${version}/locales`: REWRITTEN to /admin/locales, a copy of the package's
 *    locales/. A browser whose language is not US English (en-GB, de, …) asks for its strings at start;
 *    blocked, the editor would show a "could not load" error.
 *  - `${unpkg.com/@sveltia/cms}@${version}/dist/chunks/<name>.js`: LEFT, a fallback only: the bundle loads
 *    `chunks/<name>.js` next to itself first, and we serve a copy there.
 *  - `${unpkg.com/@sveltia/cms}/package.json`: the update check at start and hourly. LEFT BLOCKED by the
 *    policy's connect-src: the editor catches the failure, the browser logs the violation. The version is
 *    pinned; an upgrade is a change to package.json that the tests check.
 *  - `${unpkg.com/@sveltia/cms}/dist/sveltia-cms.js` and `/schema/sveltia-cms.json`: never fetched (compared
 *    with the page's script address and the config's `$schema` comment).
 *  - unpkg.com/@shikijs and unpkg.com/@sveltia/ui (syntax highlighting for code fields and rich-text code
 *    blocks): LEFT BLOCKED; the generated configuration has neither.
 *  - unpkg.com/${name}: optional libraries fetched on demand, at the versions the bundle names: REWRITTEN to
 *    /admin/lib/${name}. Immutable.js, which the event hooks need (save-hook.js), is served there, a copy
 *    of the `immutable` package at the bundle's version; the others are not served and fail as they did
 *    when blocked: exifr (a photo's EXIF date and place in the asset details; the editor catches the
 *    failure and shows the rest), svgo, @discourse/heic, @jsquash/* (image conversions the configuration
 *    does not enable), leaflet (map fields: none), pdfjs-dist (PDF thumbnails).
 *  - www.githubstatus.com (GitHub's status on the sign-in page): not rewritten, LEFT BLOCKED (it is not the
 *    git host's API; editorOrigins() in src/content/kinds/editor.ts lists only that and the avatars).
 *  - every other address (stock photos, translation services, other backends, map tiles) belongs to a
 *    feature the configuration leaves off, and the policy blocks it.
 * The build fails, naming the cause, when the bundle no longer matches these decisions.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'
import type { EditorOrigins } from '../server/csp.ts'
import { ADMIN_ORIGINS_FILE, ADMIN_PATH } from '../server/security-headers.ts'
import { cmsConfigYaml } from '../src/content/cms-config.ts'
import { SNAPSHOT_FILE, snapshotOf } from '../src/content/editor/save.ts'
import { backendOf, editorOrigins } from '../src/content/kinds/editor.ts'
import { plainText } from '../src/content/runs.ts'
import { contentOf, type Site } from '../src/content/site.ts'
import { siteLanguages } from '../src/content/site-languages.ts'
import { editorPageStart } from './editor-page.ts'
import { confirmable, WORKLIST_PATH, worklistHtml } from './worklist.ts'

/** The build cannot make the editor from what is installed; the message says why. */
export class AdminBuildError extends Error {
  override name = 'AdminBuildError'
}

/** A font the bundle loads from jsDelivr's copy of Fontsource, where the same file is an npm package. */
export interface EditorFont {
  /** Fontsource's name of the family, e.g. `source-sans-3`. */
  family: string
  /** A variable font: package `@fontsource-variable/<family>`, CDN path `<family>:vf`. */
  variable: boolean
  /** The file as the CDN names it: `<subset>-<weight>-<style>.woff2`. */
  file: string
}

export const EDITOR_FONTS: readonly EditorFont[] = [
  { family: 'source-sans-3', variable: true, file: 'latin-wght-normal.woff2' },
  { family: 'noto-mono', variable: false, file: 'latin-400-normal.woff2' },
  { family: 'material-symbols-outlined', variable: true, file: 'latin-wght-normal.woff2' },
]

export const fontPackage = (font: EditorFont) => `@fontsource${font.variable ? '-variable' : ''}/${font.family}`
/** The package's own name for the file (in its files/ folder), also its name under /admin/fonts/. */
export const fontFileName = (font: EditorFont) => `${font.family}-${font.file}`
export const fontCdnUrl = (font: EditorFont, version: string) =>
  `https://cdn.jsdelivr.net/fontsource/fonts/${font.family}${font.variable ? ':vf' : ''}@${version}/${font.file}`

/** One font as the build handles it. */
export interface FontCopy {
  /** The address in the bundle, with the installed package's version. */
  cdnUrl: string
  /** Its address on the site. */
  url: string
  /** The file to copy. */
  source: string
  /** The package that holds it, with its installed version. */
  from: string
}

/** Where each font comes from and goes, from the installed packages; fails when a package or a file is missing. */
export function resolveFonts(nodeModules: string, fonts: readonly EditorFont[] = EDITOR_FONTS): FontCopy[] {
  return fonts.map((font) => {
    const name = fontPackage(font)
    const manifest = path.join(nodeModules, name, 'package.json')
    if (!existsSync(manifest)) {
      throw new AdminBuildError(`the font package ${name} is not installed (npm install); the editor's bundle uses it`)
    }
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
    const source = path.join(nodeModules, name, 'files', fontFileName(font))
    if (!existsSync(source)) {
      throw new AdminBuildError(`font file missing: ${name}@${version} has no files/${fontFileName(font)}`)
    }
    return {
      cdnUrl: fontCdnUrl(font, version),
      url: `${ADMIN_PATH}fonts/${fontFileName(font)}`,
      source,
      from: `${name}@${version}`,
    }
  })
}

const CDN_URL = /https:\/\/cdn\.jsdelivr\.net\/[^\s'"`)]*/g
const UNPKG = 'https://unpkg.com'
/** The unpkg.com literals of the bundle whose use the comment above records. */
const UNPKG_LITERALS = 4
/** `https://unpkg.com/${name}`: the base of the optional libraries the bundle loads on demand. */
const LIBRARY_BASE = /`https:\/\/unpkg\.com\/\$\{([\w$]+)\}`/g
/** Where the site serves the optional libraries it serves (Immutable.js). */
export const LIBRARY_PATH = `${ADMIN_PATH}lib/`
/** `immutable:\`^5.1.9\``: the version of Immutable.js the bundle loads, in its table of library versions. */
const IMMUTABLE_VERSION = /[{,]immutable:`\^?([\d.]+)`/
const CMS_ON_UNPKG = `${UNPKG}/@sveltia/cms`
/** `${base}@${version}/locales`: where the bundle fetches the strings of a language it does not carry. */
const LOCALE_BASE = /`\$\{([\w$]+)\}@\$\{[\w$]+\}\/locales`/g

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Source maps are not served; without the comment no browser asks for one. */
const withoutSourceMap = (code: string) => code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')

/**
 * The bundle as the site serves it: fonts and locale strings from /admin/. Throws when the bundle
 * does not have exactly what the decisions at the top of this file were made for.
 */
export function rewriteBundle(source: string, fonts: readonly FontCopy[]): string {
  const cdnUrls = source.match(CDN_URL) ?? []
  for (const font of fonts) {
    if (!source.includes(font.cdnUrl)) {
      throw new AdminBuildError(
        `the editor's bundle does not load the font ${font.cdnUrl} that ${font.from} provides ` +
          `(cdn.jsdelivr.net URLs in it: ${cdnUrls.join(', ') || 'none'}): install the font package versions ` +
          'the bundle names, and if its fonts changed, update EDITOR_FONTS in postbuild/admin.ts',
      )
    }
  }
  if (cdnUrls.length !== fonts.length) {
    throw new AdminBuildError(
      `the editor's bundle has ${cdnUrls.length} cdn.jsdelivr.net URLs where ${fonts.length} fonts were expected ` +
        `(${cdnUrls.join(', ')}); serve each one from /admin/ in postbuild/admin.ts`,
    )
  }
  const unpkg = source.split(UNPKG).length - 1
  if (unpkg !== UNPKG_LITERALS) {
    throw new AdminBuildError(
      `the editor's bundle has ${unpkg} unpkg.com literals where ${UNPKG_LITERALS} were reviewed; decide for each ` +
        'new one whether the site serves a copy or leaves it blocked, and record it in postbuild/admin.ts',
    )
  }
  const locales = [...source.matchAll(LOCALE_BASE)]
  const base = locales.length === 1 ? locales[0]?.[1] : undefined
  if (!base || !new RegExp(`(?:^|[^\\w$])${escapeRegExp(base)}=\`${escapeRegExp(CMS_ON_UNPKG)}\``).test(source)) {
    throw new AdminBuildError(
      `the editor's bundle no longer fetches its locale strings from \`\${${CMS_ON_UNPKG}}@\${version}/locales\` ` +
        `(${locales.length} such addresses found); browsers in other languages would ask unpkg.com: update the ` +
        'locale rewrite in postbuild/admin.ts',
    )
  }
  const libraries = [...source.matchAll(LIBRARY_BASE)]
  if (libraries.length !== 1) {
    throw new AdminBuildError(
      `the editor's bundle no longer loads its optional libraries from \`https://unpkg.com/\${name}\` (${libraries.length} ` +
        'such addresses found); its hooks need Immutable.js from /admin/lib/: update the library rewrite in postbuild/admin.ts',
    )
  }
  let code = source.replace(locales[0]?.[0] ?? '', `\`${ADMIN_PATH}locales\``)
  code = code.replace(libraries[0]?.[0] ?? '', `\`${LIBRARY_PATH}\${${libraries[0]?.[1]}}\``)
  for (const font of fonts) code = code.replaceAll(font.cdnUrl, font.url)
  return withoutSourceMap(code)
}

/**
 * An editor's page: nothing inline (its policy allows scripts from our origin only), never indexed.
 * `config` is the address of its configuration (each translator's editor has its own).
 */
export function adminPage(title: string, language: string, config = `${ADMIN_PATH}config.yml`): string {
  return [
    ...editorPageStart(title, language, [`<link href="${config}" type="application/yaml" rel="cms-config-url">`]),
    // In the body, as the editor's documentation places it: it mounts itself into the body as it runs;
    // the hook registers itself with it once it has.
    `<script src="${ADMIN_PATH}sveltia-cms.js"></script>`,
    `<script type="module" src="${ADMIN_PATH}${SAVE_HOOK}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

/** The hook's script under /admin/. */
export const SAVE_HOOK = 'save-hook.js'

/**
 * The editor pages' hook on every save, bundled for the browser: one module script. The build alone
 * reads picture files (src/content/kinds/image-files.ts, imported on demand by the pictures' kind),
 * which the hook never does: that import is left as it is, and never runs.
 */
export async function bundleSaveHook(): Promise<string> {
  const entry = fileURLToPath(new URL('../src/content/editor/save-hook.ts', import.meta.url))
  const output = await build({
    input: entry,
    write: false,
    logLevel: 'warn',
    platform: 'browser',
    external: [/\/image-files\.ts$/],
    output: { format: 'es', minify: true },
  })
  const [hook, ...rest] = output.output
  if (hook?.type !== 'chunk' || rest.some((part) => part.type === 'chunk'))
    throw new AdminBuildError(`${entry} must bundle to one script`)
  if (/\bfrom\s*["'](?:node:|sharp)|\bimport\s*["'](?:node:|sharp)/.test(hook.code))
    throw new AdminBuildError(`${entry} imports a module of the build's (node:, sharp), which the browser has not`)
  return withoutSourceMap(hook.code)
}

/** The copy of Immutable.js the editor loads for its hooks: the installed package, at the version the bundle names. */
export function immutableCopy(nodeModules: string, bundle: string): { version: string; source: string } {
  const version = IMMUTABLE_VERSION.exec(bundle)?.[1]
  if (!version) throw new AdminBuildError("the editor's bundle no longer names the version of Immutable.js it loads")
  const manifest = path.join(nodeModules, 'immutable/package.json')
  const installed = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    : undefined
  if (installed !== version)
    throw new AdminBuildError(
      `the editor loads Immutable.js ${version} for its hooks, and ${installed ? `${installed} is` : 'none is'} installed: pin immutable@${version} in devDependencies`,
    )
  return { version, source: path.join(nodeModules, 'immutable/dist/immutable.es.js') }
}

export interface AdminOptions {
  /** The built client folder (dist/client). */
  clientDir: string
  /** Where @sveltia/cms, the font packages and Immutable.js are installed. */
  nodeModules: string
  /** The page's title. */
  title: string
  /** The language of the site, and so of the page's title (BCP 47). */
  language: string
  /** The editor's configuration, YAML (JSON is YAML too): every language side by side. */
  configYaml: string
  /** A translator's editor for each translation, by its folder: its configuration and its page's title. */
  translators?: readonly { folder: string; title: string; configYaml: string }[]
  /** The save hook's script (bundleSaveHook). */
  hook: string
  /** The content as the build has it (save.ts's Snapshot), which the hook checks a save beside. */
  snapshot: unknown
}

const filesIn = (dir: string, extension: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(extension)) : []

const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`)

/** Writes dist/client/admin/; returns the files written, relative to the client folder. */
export function writeAdmin({
  clientDir,
  nodeModules,
  title,
  language,
  configYaml,
  translators = [],
  hook,
  snapshot,
}: AdminOptions): string[] {
  const cms = path.join(nodeModules, '@sveltia/cms')
  const bundle = path.join(cms, 'dist/sveltia-cms.js')
  if (!existsSync(bundle)) throw new AdminBuildError(`the editor's bundle is missing: ${bundle} (npm install)`)
  if (!configYaml.trim()) throw new AdminBuildError("the editor's configuration is empty")
  const fonts = resolveFonts(nodeModules)
  const source = readFileSync(bundle, 'utf8')
  const script = rewriteBundle(source, fonts)
  const immutable = immutableCopy(nodeModules, source)
  const chunks = filesIn(path.join(cms, 'dist/chunks'), '.js')
  const locales = filesIn(path.join(cms, 'locales'), '.json')
  if (locales.length === 0) throw new AdminBuildError(`the editor's locale strings are missing: ${cms}/locales`)

  const dir = path.join(clientDir, ADMIN_PATH)
  rmSync(dir, { recursive: true, force: true })
  const immutableFile = `${LIBRARY_PATH.slice(ADMIN_PATH.length)}immutable@${immutable.version}/dist/immutable.es.js`
  for (const sub of [
    'chunks',
    'fonts',
    'locales',
    path.dirname(immutableFile),
    ...translators.map((one) => one.folder),
  ])
    mkdirSync(path.join(dir, sub), { recursive: true })
  const written: string[] = []
  const write = (file: string, data: string) => {
    writeFileSync(path.join(dir, file), data)
    written.push(`${ADMIN_PATH.slice(1)}${file}`)
  }
  write('index.html', adminPage(title, language))
  write('config.yml', withNewline(configYaml))
  for (const translator of translators) {
    write(
      `${translator.folder}/index.html`,
      adminPage(translator.title, language, `${ADMIN_PATH}${translator.folder}/config.yml`),
    )
    write(`${translator.folder}/config.yml`, withNewline(translator.configYaml))
  }
  write('sveltia-cms.js', script)
  write(SAVE_HOOK, hook)
  write(SNAPSHOT_FILE, `${JSON.stringify(snapshot)}\n`)
  write(immutableFile, readFileSync(immutable.source, 'utf8'))
  for (const chunk of chunks)
    write(`chunks/${chunk}`, withoutSourceMap(readFileSync(path.join(cms, 'dist/chunks', chunk), 'utf8')))
  for (const locale of locales) write(`locales/${locale}`, readFileSync(path.join(cms, 'locales', locale), 'utf8'))
  for (const font of fonts) {
    const name = path.basename(font.url)
    copyFileSync(font.source, path.join(dir, 'fonts', name))
    written.push(`${ADMIN_PATH.slice(1)}fonts/${name}`)
  }
  return written
}

/** The calendar's yearly rules, which the checklist's dates name: by id, labelled with their titles in the site's own language. */
export function yearlyRules(site: Site): { value: string; label: string }[] {
  return contentOf(site)
    .deadlines.rules.filter((rule) => rule.period === 'yearly')
    .map((rule) => ({ value: rule.id, label: `${rule.id}: ${plainText(rule.title)}` }))
}

/**
 * The languages the editor edits side by side: the site's own, and every translation, the drafts
 * too (src/content/site-languages.ts): a language is translated in the editor before it is published.
 */
export function editorLanguages(root: string): { own: string; translations: string[] } {
  const [own, ...translations] = siteLanguages(root)
  return { own: own.code, translations: translations.map((language) => language.folder) }
}

/**
 * The build's step: the editor for the site's content, every language side by side and each
 * translation's own, and its git host's origins (for the policies the caller writes), also
 * recorded beside the client folder for the Node server.
 */
export async function buildAdmin(root: string, clientDir: string, site: Site, builtOn: string): Promise<EditorOrigins> {
  const { editor, firm } = contentOf(site)
  const origins = editorOrigins(editor)
  const [own] = siteLanguages(root)
  const languages = editorLanguages(root)
  const common = {
    backend: backendOf(editor),
    siteUrl: firm.siteUrl,
    confirmable: confirmable(site),
    rules: yearlyRules(site),
  }
  writeAdmin({
    clientDir,
    nodeModules: path.join(root, 'node_modules'),
    title: `${firm.name} — Content editor`,
    language: own.tag,
    configYaml: cmsConfigYaml({ ...common, title: `${firm.name} content editor`, languages }),
    // A translator sees the site's own words beside the ones they write, and saves only those two.
    translators: site.translations.map(({ language }) => {
      const name = own.names[language.code] ?? language.name
      return {
        folder: language.folder,
        title: `${firm.name} — Content editor, ${name}`,
        configYaml: cmsConfigYaml({
          ...common,
          title: `${firm.name} content editor: ${name}`,
          languages: { own: languages.own, translations: [language.folder] },
          preview: false,
        }),
      }
    }),
    hook: await bundleSaveHook(),
    snapshot: snapshotOf(
      site.own.raw,
      site.translations.map(({ language, raw }) => ({ folder: language.folder, published: language.published, raw })),
    ),
  })
  const worklist = path.join(clientDir, WORKLIST_PATH)
  mkdirSync(worklist, { recursive: true })
  writeFileSync(
    path.join(worklist, 'index.html'),
    worklistHtml(site, { title: `${firm.name}: translations to do`, builtOn }),
  )
  writeFileSync(path.join(clientDir, '..', ADMIN_ORIGINS_FILE), `${JSON.stringify(origins, null, 2)}\n`)
  return origins
}
