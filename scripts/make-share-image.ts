/**
 * Renders the social-preview image (1200×630 PNG) from content/firm.json with
 * Debian's Chromium. Run it again after the firm's name or tagline changes:
 *   node scripts/make-share-image.ts
 */
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { validateContent } from '../src/content/validate.ts'
import { escapeHtml } from '../src/lib/html.ts'
import { chromiumFlags, chromiumPath } from './chromium.ts'

const { firm, 'pages/home': home } = validateContent(fileURLToPath(new URL('../content', import.meta.url)), null)

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;background:#1f4d3f;color:#fbfaf7;
  font-family:Georgia,'Times New Roman',serif;display:flex;flex-direction:column;justify-content:space-between;position:relative;overflow:hidden">
  <div style="position:absolute;right:-120px;top:-120px;width:520px;height:520px;border-radius:50%;background:#2f6b58;opacity:.55"></div>
  <div style="display:flex;align-items:center;gap:24px;position:relative">
    <svg viewBox="0 0 32 32" width="88" height="88"><rect width="32" height="32" rx="7" fill="#fbfaf7"/>
      <path d="M16 5l7 11h-4l5 7H8l5-7H9z" fill="#1f4d3f"/><path d="M15 23h2v4h-2z" fill="#1f4d3f"/></svg>
    <div style="font-size:64px;font-weight:600;letter-spacing:-1px">${escapeHtml(firm.name)}</div>
  </div>
  <div style="font-size:36px;line-height:1.35;max-width:980px;position:relative">${escapeHtml(firm.tagline)}</div>
  <div style="font-family:system-ui,sans-serif;font-size:28px;color:#dde9e2;position:relative">
    ${escapeHtml(home.hero.eyebrow)} · ${escapeHtml(firm.phone.display)}</div>
</div></body></html>`

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html)
await page.screenshot({ path: new URL('../public/images/share/firm.png', import.meta.url).pathname })
await browser.close()
console.log('wrote public/images/share/firm.png')
