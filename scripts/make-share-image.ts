/**
 * Renders the social-preview image (1200×630 PNG) with Debian's Chromium: the firm's mark on its
 * green, and no words, so that one image serves every language (a link's preview shows the page's
 * title and description beside it, in the page's language; the picture's alt text is each
 * language's own, content/<code>/images.json). Run it again after the mark or the colours change:
 *   node scripts/make-share-image.ts
 */
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium.ts'

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;background:#1f4d3f;position:relative;overflow:hidden;display:flex;align-items:center;justify-content:center">
  <div style="position:absolute;right:-120px;top:-120px;width:520px;height:520px;border-radius:50%;background:#2f6b58;opacity:.55"></div>
  <div style="position:absolute;left:-160px;bottom:-200px;width:480px;height:480px;border-radius:50%;background:#2f6b58;opacity:.35"></div>
  <svg viewBox="0 0 32 32" width="300" height="300" style="position:relative"><rect width="32" height="32" rx="7" fill="#fbfaf7"/>
    <path d="M16 5l7 11h-4l5 7H8l5-7H9z" fill="#1f4d3f"/><path d="M15 23h2v4h-2z" fill="#1f4d3f"/></svg>
</div></body></html>`

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html)
await page.screenshot({ path: new URL('../public/images/share/firm.png', import.meta.url).pathname })
await browser.close()
console.log('wrote public/images/share/firm.png')
