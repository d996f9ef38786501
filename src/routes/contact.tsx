import firm from 'content:firm'
import joins from 'content:locale/joins'
import locale from 'content:locale/summary'
import page from 'content:pages/contact'
import languageCodes from 'content:partners/language-codes'
import languagesServed from 'content:partners/languages'
import serviceSummaries from 'content:services/summary'
import { createFileRoute } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { Clock, Languages, Mail, MapPin, Phone } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { OtherSiteLink } from '~/components/layout/OtherSiteLink.tsx'
import { Shortcuts } from '~/components/layout/Shortcuts.tsx'
import { LanguageName } from '~/components/sections/facts.tsx'
import { OfficeHours } from '~/components/sections/OfficeHours.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { cn } from '~/components/ui/cn.ts'
import { Filled } from '~/components/ui/filled.tsx'
import { Joined } from '~/components/ui/joined.tsx'
import { Labelled, PageHeader, Section } from '~/components/ui/page-parts.tsx'
import { runs } from '~/components/ui/runs.tsx'
import { headingStyles } from '~/components/ui/styles.ts'
import type { Prose } from '~/content/runs.ts'
import { addressLines } from '~/lib/address.ts'
import { pageHead, pageMeta } from '~/lib/page-head.ts'
import { firmJsonLd } from '~/lib/structured-data.ts'

/** The firm for search engines: the prerendered page's alone (src/components/ui/server-markup.ts). */
const firmData = createIsomorphicFn().server(() => [
  firmJsonLd(firm, serviceSummaries, languageCodes, { catalogName: pageMeta('/services/').title ?? '' }),
])

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead('/contact/', {
      structuredData: firmData(),
    }),
  component: Contact,
})

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-cedar-800 underline hover:text-cedar-900'

function Panel({ id, heading, icon, children }: { id: string; heading: Prose; icon: ReactNode; children: ReactNode }) {
  return (
    <Section
      id={id}
      heading={
        <>
          {icon}
          {runs(heading)}
        </>
      }
      className="rounded-lg border border-cedar-100 bg-white p-6 shadow-sm"
      headingClassName={cn('flex items-center gap-2', headingStyles.panel)}
    >
      <div className="mt-3">{children}</div>
    </Section>
  )
}

function Contact() {
  return (
    <>
      <PageHeader copy={page} />
      <Container className="grid gap-6 py-12 md:grid-cols-2">
        <Panel id="visit-heading" heading={page.visitHeading} icon={<MapPin aria-hidden="true" className="size-5" />}>
          <address className="not-italic">
            {[firm.legalName, ...addressLines(firm.address, locale.address)].map((line, index) => (
              <Fragment key={line}>
                {index > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </address>
          <OtherSiteLink href={firm.mapsUrl} hrefLang={firm.mapsLanguage} className={linkClass}>
            {runs(page.mapLinkText)}
          </OtherSiteLink>
        </Panel>
        <Panel id="hours-heading" heading={page.hoursHeading} icon={<Clock aria-hidden="true" className="size-5" />}>
          <OfficeHours />
        </Panel>
        <Panel id="call-heading" heading={page.callHeading} icon={<Phone aria-hidden="true" className="size-5" />}>
          <a href={`tel:${firm.phone.tel}`} className={`${linkClass} text-xl`}>
            <span className="phone-number">{firm.phone.display}</span>
          </a>
        </Panel>
        <Panel id="email-heading" heading={page.emailHeading} icon={<Mail aria-hidden="true" className="size-5" />}>
          <a href={`mailto:${firm.email}`} className={`${linkClass} break-all text-xl`}>
            {firm.email}
          </a>
        </Panel>
        {languagesServed.length > 0 ? (
          <div className="md:col-span-2">
            <Panel
              id="languages-heading"
              heading={page.languages.heading}
              icon={<Languages aria-hidden="true" className="size-5" />}
            >
              <p>{runs(page.languages.intro)}</p>
              <ul className="mt-4 space-y-4">
                {languagesServed.map((language) => (
                  <li key={language.code}>
                    {/* A heading of its own: capitalised, though the name is lower case in a sentence ("español"). */}
                    <p className="font-semibold text-cedar-900 first-letter:uppercase">
                      <LanguageName {...language} />
                    </p>
                    <ul className="text-ink-soft">
                      {language.speakers.map((person) => (
                        <li key={person.name}>
                          {person.role ? (
                            <Filled
                              pattern={page.languages.person}
                              parts={{ name: person.name, title: runs(person.title), role: runs(person.role) }}
                            />
                          ) : (
                            <Filled
                              pattern={page.languages.personWithoutRole}
                              parts={{ name: person.name, title: runs(person.title) }}
                            />
                          )}
                        </li>
                      ))}
                    </ul>
                    {language.advice ? null : <p className="text-ink-soft">{runs(page.languages.adviceInEnglish)}</p>}
                    {language.irs.length > 0 ? (
                      <p className="text-ink-soft">
                        <Labelled label={page.languages.irsLabel}>
                          <Joined
                            pattern={joins.separator}
                            parts={language.irs.map((irs) => (
                              <NewTabLink
                                key={irs.url}
                                href={irs.url}
                                hrefLang={irs.lang}
                                languageName={language.name}
                                className={linkClass}
                              >
                                <span lang={irs.lang}>{irs.text}</span>
                              </NewTabLink>
                            ))}
                          />
                        </Labelled>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Panel>
          </div>
        ) : null}
        <Section
          id="shortcuts-heading"
          heading={page.shortcutsHeading}
          className="md:col-span-2"
          headingClassName={headingStyles.panel}
        >
          <Shortcuts className="mt-3 flex-col sm:flex-row" />
        </Section>
      </Container>
    </>
  )
}
