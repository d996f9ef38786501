import notices from 'content:notices/current'
import site from 'content:site'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Prose } from '~/content/runs.ts'
import { inThisLanguage } from '~/lib/edition.ts'
import { Container } from '../ui/Container.tsx'
import { DatedScript } from '../ui/DatedScript.tsx'
import { Filled } from '../ui/filled.tsx'
import { runs } from '../ui/runs.tsx'
import { serverMarkup } from '../ui/server-markup.ts'
import { NewTabLink } from './NewTabLink.tsx'

const linkClass = 'font-semibold text-cedar-900 underline'

/**
 * The notices of the day the site was built (content/notices.json), above every page's content: a
 * region named for screen readers, not an alert that interrupts. Each says its last day, so a page
 * kept from earlier still tells the reader when it ends, and the visitor's date hides a notice
 * outside its days before the page is drawn (DatedScript).
 *
 * The notices are markup of the prerendered page only (serverMarkup): every page's first visit
 * gains no JavaScript for them, nor their words (the whole content:site, which the browser's build
 * leaves out, rather than the summary every page loads).
 */
export function Notices() {
  return (
    <>
      <div data-hide-empty="" {...serverMarkup}>
        {noticeList()}
      </div>
      <DatedScript />
    </>
  )
}

const noticeList = createIsomorphicFn().server(() => (notices.length > 0 ? <NoticeList /> : null))

function NoticeList() {
  return (
    <section aria-label={site.notices.label} className="border-b border-amber-accent/30 bg-amber-50 print:hidden">
      <Container className="py-3">
        <ul className="space-y-2">
          {notices.map((notice) => (
            <li key={notice.id} data-from={notice.firstDay} data-until={notice.lastDay}>
              <p>
                <Filled
                  pattern={site.notices.layout}
                  parts={{
                    title: <strong className="font-semibold text-cedar-900">{runs(notice.title)}</strong>,
                    message: runs(notice.message),
                    link: notice.link ? <NoticeLink {...notice.link} /> : null,
                    until: (
                      <span className="text-sm text-ink-soft">
                        <Filled
                          pattern={site.notices.until}
                          parts={{ date: <time dateTime={notice.lastDay}>{notice.lastDayText}</time> }}
                        />
                      </span>
                    ),
                  }}
                />
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

function NoticeLink({ text, to }: { text: Prose; to: string }) {
  return to.startsWith('/') ? (
    <a href={inThisLanguage(to)} className={linkClass}>
      {runs(text)}
    </a>
  ) : (
    <NewTabLink href={to} className={linkClass}>
      {runs(text)}
    </NewTabLink>
  )
}
