import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  AdminBuildError,
  adminPage,
  buildAdmin,
  EDITOR_FONTS,
  fontCdnUrl,
  fontFileName,
  fontPackage,
  immutableCopy,
  resolveFonts,
  rewriteBundle,
  writeAdmin,
} from '../postbuild/admin.ts'
import { inlineHashes } from '../server/csp.ts'
import { ADMIN_ORIGINS_FILE } from '../server/security-headers.ts'
import { editorOrigins, editorSchema } from '../src/content/kinds/editor.ts'
import { firmSchema } from '../src/content/kinds/firm.ts'
import { loadSite } from '../src/content/site.ts'

// The generated configuration has its own tests; here a small one of our own stands in for it.
const testConfig = 'backend:\n  name: test-repo\nmedia_folder: /public/images\ncollections: []\n'
vi.mock('../src/content/cms-config.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/content/cms-config.ts')>()),
  cmsConfigYaml: () => testConfig,
}))

const root = fileURLToPath(new URL('..', import.meta.url))
const work = mkdtempSync(path.join(tmpdir(), 'admin-build-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const versions: Record<string, string> = {
  'source-sans-3': '5.3.0',
  'noto-mono': '5.3.0',
  'material-symbols-outlined': '5.3.7',
}
const cdnUrls = EDITOR_FONTS.map((font) => fontCdnUrl(font, versions[font.family] ?? ''))

/** The parts of the editor's bundle the build relies on, shaped as the minified bundle has them. */
function fakeBundle({ fonts = cdnUrls, extra = '' }: { fonts?: readonly string[]; extra?: string } = {}) {
  return [
    '(function(e){',
    ...fonts.map((url) => `var f=\`@font-face {src:url(${url})\n      format('woff2');}\`;`),
    `var iP=\`https://unpkg.com/@sveltia/cms\`,aP=\`\${iP}/schema/sveltia-cms.json\`;`,
    `var USe=\`\${iP}@\${rP}/locales\`,KSe=async e=>fetch(\`\${USe}/\${e}.json\`);`,
    'var gk=`https://unpkg.com/@shikijs`,_k=`https://unpkg.com/@sveltia/ui`;',
    `var Kfe={exifr:\`^7.1.3\`,immutable:\`^5.1.9\`},JW=e=>{let t=\`https://unpkg.com/\${e}\`;return t};`,
    extra,
    '})({});',
    '//# sourceMappingURL=sveltia-cms.js.map',
    '',
  ].join('\n')
}

/** node_modules with the editor's package and the three font packages, as npm installs them. */
function fakeNodeModules(name: string, { bundle = fakeBundle(), skipFont = '', immutableVersion = '5.1.9' } = {}) {
  const modules = path.join(work, name, 'node_modules')
  const cms = path.join(modules, '@sveltia/cms')
  mkdirSync(path.join(cms, 'dist/chunks'), { recursive: true })
  mkdirSync(path.join(cms, 'locales'), { recursive: true })
  writeFileSync(path.join(cms, 'dist/sveltia-cms.js'), bundle)
  writeFileSync(
    path.join(cms, 'dist/chunks/react-dom.js'),
    'export{c as createRoot};\n//# sourceMappingURL=react-dom.js.map',
  )
  writeFileSync(path.join(cms, 'locales/de.json'), '{"save":"Speichern"}')
  mkdirSync(path.join(modules, 'immutable/dist'), { recursive: true })
  writeFileSync(path.join(modules, 'immutable/package.json'), JSON.stringify({ version: immutableVersion }))
  writeFileSync(path.join(modules, 'immutable/dist/immutable.es.js'), 'export const Map = 1')
  for (const font of EDITOR_FONTS) {
    const dir = path.join(modules, fontPackage(font))
    mkdirSync(path.join(dir, 'files'), { recursive: true })
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: versions[font.family] }))
    if (font.family !== skipFont) writeFileSync(path.join(dir, 'files', fontFileName(font)), `woff2 of ${font.family}`)
  }
  return modules
}

const fontsOf = (modules: string) => resolveFonts(modules)
/** The bundle's `${e}`, the name of a library it loads, as its code writes it. */
const NAME = ['$', '{e}'].join('')
/** What the build gives the step beside the editor: the save hook's script and the content it checks against. */
const extras = { hook: '(()=>{})();\n', snapshot: { own: {}, translations: [] } }
const failure = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(AdminBuildError)
    return (error as Error).message
  }
  throw new Error('expected the admin step to fail')
}

describe('the admin step writes /admin/', () => {
  const modules = fakeNodeModules('ok')
  const clientDir = path.join(work, 'ok', 'dist/client')
  const written = writeAdmin({
    clientDir,
    nodeModules: modules,
    title: 'Firm & Co — Content editor',
    language: 'en-US',
    configYaml: testConfig,
    translators: [{ folder: 'es', title: 'Firm & Co — Content editor, Spanish', configYaml: `${testConfig}# es\n` }],
    ...extras,
  })
  const admin = (file: string) => path.join(clientDir, 'admin', file)

  it('writes the pages, the configurations, the bundle, the save hook and its content, its chunks, locale strings, fonts and Immutable.js', () => {
    expect(written.sort()).toEqual(
      [
        'admin/index.html',
        'admin/config.yml',
        'admin/es/index.html',
        'admin/es/config.yml',
        'admin/sveltia-cms.js',
        'admin/save-hook.js',
        'admin/content.json',
        'admin/lib/immutable@5.1.9/dist/immutable.es.js',
        'admin/chunks/react-dom.js',
        'admin/locales/de.json',
        'admin/fonts/source-sans-3-latin-wght-normal.woff2',
        'admin/fonts/noto-mono-latin-400-normal.woff2',
        'admin/fonts/material-symbols-outlined-latin-wght-normal.woff2',
      ].sort(),
    )
    expect(readFileSync(admin('config.yml'), 'utf8')).toBe(testConfig)
    expect(readFileSync(admin('es/config.yml'), 'utf8')).toBe(`${testConfig}# es\n`)
    expect(readFileSync(admin('lib/immutable@5.1.9/dist/immutable.es.js'), 'utf8')).toBe('export const Map = 1')
    expect(JSON.parse(readFileSync(admin('content.json'), 'utf8'))).toEqual(extras.snapshot)
    expect(readFileSync(admin('chunks/react-dom.js'), 'utf8')).not.toContain('sourceMappingURL')
    expect(readFileSync(admin('locales/de.json'), 'utf8')).toBe('{"save":"Speichern"}')
    for (const font of EDITOR_FONTS) {
      expect(readFileSync(admin(`fonts/${fontFileName(font)}`), 'utf8')).toBe(`woff2 of ${font.family}`)
    }
  })

  it("rewrites the bundle's font and locale addresses to /admin/ and leaves the blocked ones as they are", () => {
    const script = readFileSync(admin('sveltia-cms.js'), 'utf8')
    expect(script).not.toContain('cdn.jsdelivr.net')
    expect(script).toContain('url(/admin/fonts/source-sans-3-latin-wght-normal.woff2)')
    expect(script).toContain('url(/admin/fonts/noto-mono-latin-400-normal.woff2)')
    expect(script).toContain('url(/admin/fonts/material-symbols-outlined-latin-wght-normal.woff2)')
    expect(script).toContain('USe=`/admin/locales`')
    expect(script).toContain('iP=`https://unpkg.com/@sveltia/cms`') // the update check, left to the policy
    // Immutable.js for the hooks, served there.
    expect(script).toContain(`JW=e=>{let t=\`/admin/lib/${NAME}\``)
    expect(script).not.toContain('sourceMappingURL')
  })

  it('writes pages with no inline code, noindex, each its config link, and the scripts', () => {
    expect(readFileSync(admin('es/index.html'), 'utf8')).toBe(
      adminPage('Firm & Co — Content editor, Spanish', 'en-US', '/admin/es/config.yml'),
    )
    const html = readFileSync(admin('index.html'), 'utf8')
    expect(html).toBe(adminPage('Firm & Co — Content editor', 'en-US'))
    expect(inlineHashes(html)).toEqual({ scripts: [], styles: [] })
    expect(html).not.toMatch(/<style|\sstyle=|\son\w+=/i)
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<title>Firm &amp; Co — Content editor</title>')
    expect(html).toContain('<link href="/admin/config.yml" type="application/yaml" rel="cms-config-url">')
    expect(html).toContain(
      '<script src="/admin/sveltia-cms.js"></script>\n<script type="module" src="/admin/save-hook.js"></script>',
    )
  })

  it('starts from an empty folder on every run', () => {
    writeFileSync(admin('stale.js'), 'old')
    writeAdmin({ clientDir, nodeModules: modules, title: 'x', language: 'en-US', configYaml: testConfig, ...extras })
    expect(existsSync(admin('stale.js'))).toBe(false)
  })
})

describe('the admin step fails, naming the cause, when the bundle changed', () => {
  const modules = fakeNodeModules('fonts')

  it('a font URL it rewrites is not in the bundle', () => {
    const moved = cdnUrls.map((url) => url.replace('noto-mono@5.3.0', 'noto-mono@5.4.0'))
    expect(failure(() => rewriteBundle(fakeBundle({ fonts: moved }), fontsOf(modules)))).toMatch(
      /^the editor's bundle does not load the font https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/noto-mono@5\.3\.0\/latin-400-normal\.woff2 that @fontsource\/noto-mono@5\.3\.0 provides \(cdn\.jsdelivr\.net URLs in it: .*noto-mono@5\.4\.0\/latin-400-normal\.woff2.*\): install the font package versions the bundle names/,
    )
  })

  it('the bundle has more CDN URLs than the fonts it rewrites', () => {
    const extra = 'var x=`https://cdn.jsdelivr.net/npm/some-library@1/dist/index.js`;'
    expect(failure(() => rewriteBundle(fakeBundle({ extra }), fontsOf(modules)))).toBe(
      `the editor's bundle has 4 cdn.jsdelivr.net URLs where 3 fonts were expected (${[...cdnUrls, 'https://cdn.jsdelivr.net/npm/some-library@1/dist/index.js'].join(', ')}); serve each one from /admin/ in postbuild/admin.ts`,
    )
  })

  it('an unpkg.com literal appeared that no decision covers', () => {
    const extra = 'var y=`https://unpkg.com/new-helper/dist/index.js`;'
    expect(failure(() => rewriteBundle(fakeBundle({ extra }), fontsOf(modules)))).toMatch(
      /^the editor's bundle has 5 unpkg\.com literals where 4 were reviewed/,
    )
  })

  it('the locale strings are no longer fetched from the address it rewrites', () => {
    const bundle = fakeBundle().replace('/locales`', '/i18n`')
    expect(failure(() => rewriteBundle(bundle, fontsOf(modules)))).toMatch(
      /^the editor's bundle no longer fetches its locale strings from `\$\{https:\/\/unpkg\.com\/@sveltia\/cms\}@\$\{version\}\/locales` \(0 such addresses found\)/,
    )
  })

  it('its optional libraries are no longer loaded from the address it rewrites', () => {
    const base = (host: string) => `\`${host}/${NAME}\``
    const bundle = fakeBundle().replace(base('https://unpkg.com'), base('https://unpkg.com/npm'))
    expect(failure(() => rewriteBundle(bundle, fontsOf(modules)))).toMatch(
      /^the editor's bundle no longer loads its optional libraries from `https:\/\/unpkg\.com\/\$\{name\}` \(0 such addresses found\)/,
    )
  })

  it('the Immutable.js installed is not the version the editor loads for its hooks', () => {
    const other = fakeNodeModules('immutable-4', { immutableVersion: '4.3.7' })
    expect(
      failure(() =>
        writeAdmin({
          clientDir: path.join(work, 'immutable-4/dist/client'),
          nodeModules: other,
          title: 'x',
          language: 'en-US',
          configYaml: testConfig,
          ...extras,
        }),
      ),
    ).toBe(
      'the editor loads Immutable.js 5.1.9 for its hooks, and 4.3.7 is installed: pin immutable@5.1.9 in devDependencies',
    )
  })

  it('a font file is missing from its package', () => {
    const broken = fakeNodeModules('no-font', { skipFont: 'noto-mono' })
    expect(failure(() => resolveFonts(broken))).toBe(
      'font file missing: @fontsource/noto-mono@5.3.0 has no files/noto-mono-latin-400-normal.woff2',
    )
    expect(() =>
      writeAdmin({
        clientDir: path.join(work, 'no-font/dist/client'),
        nodeModules: broken,
        title: 'x',
        language: 'en-US',
        configYaml: testConfig,
        ...extras,
      }),
    ).toThrow(AdminBuildError)
  })

  it('a font package is not installed', () => {
    const broken = fakeNodeModules('no-package')
    rmSync(path.join(broken, '@fontsource-variable/material-symbols-outlined'), { recursive: true })
    expect(failure(() => resolveFonts(broken))).toBe(
      "the font package @fontsource-variable/material-symbols-outlined is not installed (npm install); the editor's bundle uses it",
    )
  })

  it('the bundle itself is missing', () => {
    const broken = fakeNodeModules('no-bundle')
    rmSync(path.join(broken, '@sveltia/cms/dist/sveltia-cms.js'))
    expect(
      failure(() =>
        writeAdmin({
          clientDir: path.join(work, 'x'),
          nodeModules: broken,
          title: 'x',
          language: 'en-US',
          configYaml: testConfig,
          ...extras,
        }),
      ),
    ).toMatch(/^the editor's bundle is missing: .*sveltia-cms\.js \(npm install\)$/)
  })
})

describe('the installed editor', () => {
  it('matches what the admin step relies on: its three fonts at the installed versions, its locale address', () => {
    const modules = path.join(root, 'node_modules')
    const fonts = resolveFonts(modules)
    const script = rewriteBundle(readFileSync(path.join(modules, '@sveltia/cms/dist/sveltia-cms.js'), 'utf8'), fonts)
    expect(script).not.toContain('cdn.jsdelivr.net')
    for (const font of fonts) expect(script).toContain(`url(${font.url})`)
    expect(script).toMatch(/=`\/admin\/locales`/)
    expect(script).toContain('`/admin/lib/${')
    expect(
      immutableCopy(modules, readFileSync(path.join(modules, '@sveltia/cms/dist/sveltia-cms.js'), 'utf8')).version,
    ).toBe(JSON.parse(readFileSync(path.join(modules, 'immutable/package.json'), 'utf8')).version)
    for (const font of fonts) expect(existsSync(font.source), font.source).toBe(true)
  })

  it('is built from the content: the firm in the title, the git host origins recorded for the server', async () => {
    const clientDir = path.join(work, 'build/dist/client')
    mkdirSync(clientDir, { recursive: true })
    const editor = editorSchema.parse(JSON.parse(readFileSync(path.join(root, 'content/editor.json'), 'utf8')))
    const firm = firmSchema.parse(JSON.parse(readFileSync(path.join(root, 'content/firm.json'), 'utf8')))
    const origins = editorOrigins(editor)
    // The save hook is bundled here too: a few seconds' work on a busy machine.
    expect(await buildAdmin(root, clientDir, loadSite(root), '2026-11-28')).toEqual(origins)
    // A translator's editor for each translation, and the hook's script and content beside them.
    for (const language of loadSite(root).translations)
      expect(existsSync(path.join(clientDir, `admin/${language.language.folder}/index.html`))).toBe(true)
    expect(readFileSync(path.join(clientDir, 'admin/save-hook.js'), 'utf8')).toContain('preSave')
    expect(readFileSync(path.join(clientDir, 'admin/config.yml'), 'utf8')).toBe(testConfig)
    expect(readFileSync(path.join(clientDir, 'admin/index.html'), 'utf8')).toContain(
      `<title>${firm.name} — Content editor</title>`,
    )
    expect(JSON.parse(readFileSync(path.join(clientDir, '..', ADMIN_ORIGINS_FILE), 'utf8'))).toEqual(origins)
    // The translators' worklist beside it, out of search as the editor is.
    expect(readFileSync(path.join(clientDir, 'admin/worklist/index.html'), 'utf8')).toContain(
      '<meta name="robots" content="noindex">',
    )
  })
})
