import checklist from 'content:checklist'
import dates from 'content:checklist/dates'
import code from 'virtual:choices-script'
import { useEffect, useRef } from 'react'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { Filled } from '~/components/ui/filled.tsx'
import { Labelled } from '~/components/ui/page-parts.tsx'
import { headingRuns, runs } from '~/components/ui/runs.tsx'
import { headingStyles, linkStyles } from '~/components/ui/styles.ts'
import { keepChoices } from '~/loading/choices.ts'

// A module of its own, not the route's file: markup of the prerendered page, which the browser
// loads only for a page reached by a click (the route's loader, KeptMarkup).

const groups = Object.keys(checklist.filter.groups) as (keyof typeof checklist.filter.groups)[]
/** Where the visitor's browser keeps the situations ticked (src/loading/choices.ts): the same in every language. */
const CHOICES_KEY = 'what-to-bring'

/**
 * The situations to tick, each with the documents it needs right under it: CSS alone shows the
 * documents of a ticked situation (app.css, `.checklist`), before and without JavaScript, and prints
 * them as one list with a box to tick by hand. The choice is kept in the visitor's own browser
 * (src/loading/choices.ts): on the page the browser loads, by the script written after the form; on a page
 * reached by a click, by the same function here (React never runs a script it renders).
 */
export function ChecklistForm() {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (form.current) keepChoices(form.current)
  }, [])
  return (
    <>
      <form ref={form} className="checklist mt-8" aria-labelledby="choices-legend" data-choices={CHOICES_KEY}>
        <p className="checklist-nothing rounded-md border border-cedar-100 bg-cedar-50 p-4 text-ink-soft print:hidden">
          {runs(checklist.filter.nothingChosen)}
        </p>
        <fieldset className="mt-6">
          <legend id="choices-legend" className={headingStyles.section}>
            {runs(checklist.filter.legend)}
          </legend>
          {groups.map((group) => {
            const situations = checklist.situations.filter((situation) => situation.group === group)
            if (situations.length === 0) return null
            return (
              <div key={group} className="checklist-group mt-6">
                {/* Under the page's heading, as the send section's is: the legend above is not a heading. */}
                <h2 className="font-semibold text-cedar-900">{headingRuns(checklist.filter.groups[group])}</h2>
                <ul className="mt-2 space-y-2">
                  {situations.map((situation) => (
                    <li key={situation.id} className="checklist-situation" data-situation={situation.id}>
                      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-cedar-200 bg-white px-4 py-2 has-[:checked]:border-cedar-800 has-[:checked]:bg-cedar-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus">
                        <input
                          type="checkbox"
                          name="situation"
                          value={situation.id}
                          className="size-5 shrink-0 accent-cedar-800"
                        />
                        <span className="font-medium">{runs(situation.title)}</span>
                      </label>
                      <ul className="checklist-items mt-3 mb-4 space-y-3 ps-4 sm:ps-8">
                        {situation.items.map((item) => {
                          const itemDates = dates[`${situation.id}/${item.id}`]
                          return (
                            <li key={item.id} className="checklist-item">
                              <NewTabLink href={item.source} hrefLang={item.language} className={linkStyles.lead}>
                                <span data-document="">{runs(item.document)}</span>
                              </NewTabLink>
                              <p className="text-ink-soft">
                                <Labelled label={checklist.fromLabel}>{runs(item.from)}</Labelled>
                              </p>
                              {/* A line of its own, so no language's punctuation stands between the two. */}
                              {itemDates?.by ? (
                                <p className="font-medium text-cedar-900">
                                  <Filled
                                    pattern={itemDates.extended ? checklist.expectedOrExtended : checklist.expected}
                                    parts={{
                                      date: <time dateTime={itemDates.by.date}>{itemDates.by.text}</time>,
                                      ...(itemDates.extended
                                        ? {
                                            extended: (
                                              <time dateTime={itemDates.extended.date}>{itemDates.extended.text}</time>
                                            ),
                                          }
                                        : {}),
                                    }}
                                  />
                                </p>
                              ) : null}
                              {item.detail ? <p className="text-sm text-ink-soft">{runs(item.detail)}</p> : null}
                            </li>
                          )
                        })}
                      </ul>
                    </li>
                  ))}
                </ul>
              </div>
            )
          })}
        </fieldset>
      </form>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code, allowed by its hash in the page's policy */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
    </>
  )
}
