import { afterEach, describe, expect, it, vi } from 'vitest'
import { followPartnerView } from '~/loading/partner-view.ts'
import { partnerViewScript, withPartnerViewScript } from '../postbuild/partner-view-script.ts'

const slugs = ['ann-lee', 'bo-ray']

describe('the partner-view script in a file', () => {
  it('is the same code in every file, with the data in its attribute', async () => {
    const team = await partnerViewScript(null, slugs)
    const ann = await partnerViewScript('ann-lee', slugs)
    const code = (script: string) => script.slice(script.indexOf('>') + 1)
    expect(code(team)).toBe(code(ann))
    expect(team).toMatch(/^<script data-partner-view='\{"view":null,"views":\["ann-lee","bo-ray"\],/)
  })

  it('goes right after the character set, however the head is written', () => {
    for (const head of [
      '<head><meta charSet="utf-8"/>',
      '<head lang="x"><meta content="" charset=utf-8>',
      '<head>\n  <meta\n charset="utf-8" >',
    ]) {
      const html = `<!DOCTYPE html><html>${head}<title>t</title></head><body></body></html>`
      expect(withPartnerViewScript(html, '<script>s</script>')).toBe(html.replace(head, `${head}<script>s</script>`))
    }
  })

  it('refuses a page without a character set in its head', () => {
    expect(() => withPartnerViewScript('<html><head><title>t</title></head></html>', '')).toThrow(/meta charset/)
  })
})

describe('the partner-view script in the browser', () => {
  afterEach(() => vi.unstubAllGlobals())
  const run = (view: string | null, url: string) => {
    const at = new URL(url, 'https://site.example')
    const location = { pathname: at.pathname, search: at.search, hash: at.hash, replace: vi.fn() }
    const history = { state: { key: 1 }, replaceState: vi.fn() }
    vi.stubGlobal('location', location)
    vi.stubGlobal('history', history)
    followPartnerView({ view, views: slugs, team: '/about/team/', folder: '/about/team/member/' })
    return { replace: location.replace.mock.calls, replaceState: history.replaceState.mock.calls }
  }

  it("moves from the team page's file to the partner's own", () => {
    expect(run(null, '/about/team/?member=bo-ray#top')).toEqual({
      replace: [['/about/team/member/bo-ray/?member=bo-ray#top']],
      replaceState: [],
    })
    expect(run('ann-lee', '/about/team/?member=bo-ray').replace).toEqual([['/about/team/member/bo-ray/?member=bo-ray']])
  })

  it('puts the address the page stands for back when reached at its own folder', () => {
    expect(run('ann-lee', '/about/team/member/ann-lee/?x=1#top')).toEqual({
      replace: [],
      replaceState: [[{ key: 1 }, '', '/about/team/?x=1&member=ann-lee#top']],
    })
  })

  it('does nothing on the right file, or for a member with no view', () => {
    for (const [view, url] of [
      ['ann-lee', '/about/team/?member=ann-lee'],
      [null, '/about/team/'],
      [null, '/about/team/?member=nobody'],
      [null, '/about/team/?member=%3Cscript%3E'],
    ] as const) {
      expect(run(view, url), url).toEqual({ replace: [], replaceState: [] })
    }
  })
})
