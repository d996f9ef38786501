import pictures from 'content:associates/pictures'
import associates from 'content:associates/profiles'
import page from 'content:pages/associates'
import { createFileRoute } from '@tanstack/react-router'
import { SpokenLanguages } from '~/components/sections/facts.tsx'
import { PersonCard } from '~/components/sections/PersonCard.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { Paragraphs } from '~/components/ui/Paragraphs.tsx'
import { Labelled, PageHeader } from '~/components/ui/page-parts.tsx'
import { headingRuns, runs } from '~/components/ui/runs.tsx'
import { plainText } from '~/content/runs.ts'
import { pictureOf } from '~/lib/images.ts'
import { pageHead } from '~/lib/page-head.ts'

export const Route = createFileRoute('/about/team/associates')({
  head: () => pageHead('/about/team/associates/'),
  component: Associates,
})

function Associates() {
  return (
    <>
      <PageHeader copy={page} />
      <Container className="py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {associates.map((associate) => (
            <li key={associate.slug} id={associate.slug}>
              <PersonCard
                headingLevel="h2"
                image={pictureOf(pictures, associate.image)}
                // One column on phones, two from sm, three from lg; the card has 1.3rem of padding and border a side.
                imageSizes="(min-width: 1152px) 305px, (min-width: 1024px) calc(33vw - 5rem), (min-width: 640px) calc(50vw - 4.5rem), calc(100vw - 4.625rem)"
                name={headingRuns(associate.name)}
                title={associate.title}
              >
                {associate.languages?.length ? (
                  <p className="mt-2 text-sm text-ink">
                    <Labelled label={page.languagesLabel} labelClassName="font-semibold text-cedar-900">
                      <SpokenLanguages codes={associate.languages} />
                    </Labelled>
                  </p>
                ) : null}
                <Paragraphs paragraphs={associate.bio} className="mt-3 text-ink-soft" />
                {associate.info?.length ? (
                  <dl className="mt-4 space-y-2 border-t border-cedar-100 pt-4 text-sm">
                    {associate.info.map((entry) => (
                      <div key={plainText(entry.title)}>
                        <dt className="font-semibold text-cedar-900">{runs(entry.title)}</dt>
                        <dd className="text-ink-soft">{runs(entry.content)}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </PersonCard>
            </li>
          ))}
        </ul>
      </Container>
    </>
  )
}
