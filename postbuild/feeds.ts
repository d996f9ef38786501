/**
 * The tax deadlines as iCalendar feeds (RFC 5545), which the build writes (postbuild/main.ts, at
 * src/lib/paths.ts's deadlinesFeedPath) and calendars subscribe to: one all-day event per deadline, past ones too, since
 * a subscriber's calendar keeps its history. Each event's UID is the deadline's id at the site's host,
 * so a deadline corrected or moved replaces its event in the calendar instead of adding one; each
 * language's feed (`/es/resources/deadlines/calendar.ics`) adds its code to the id, and each group's
 * feed (`individuals.ics`) its group, so a person subscribed to two has each event once in each.
 *
 * Written here rather than with a library: ical-generator, the best kept, writes the calendar's name
 * unescaped and escapes URLs as text (a comma in a source's address would come out as `\,`), and the
 * part of RFC 5545 a list of all-day events needs is the escaping and folding below.
 *
 * A calendar's text has no way to mark a run of another language: its words stay, unmarked. A
 * title in another language as a whole (a deadline a translation has not written yet) is marked
 * `LANGUAGE=en`, and its event says in the feed's language that it is not translated yet; nothing
 * else of what the site says of a text (src/content/runs.ts) reaches a feed. Pure: the time passed in.
 */
import type { CalendarDeadline, Postponed } from '../src/content/calendar/calendar.ts'
import { type DeadlineAudience, deadlineAudiences, type Source } from '../src/content/calendar/schema.ts'
import type { Firm } from '../src/content/kinds/firm.ts'
import type { Locale } from '../src/content/kinds/locale.ts'
import type { DeadlinesPage } from '../src/content/kinds/pages/deadlines.ts'
import { primaryLanguage } from '../src/content/languages.ts'
import { fillPattern, joinNames } from '../src/content/pattern.ts'
import { flagOf, type Prose, plainText, textLanguage } from '../src/content/runs.ts'
import { languageBase } from '../src/content/site-languages.ts'
import { isIrsPageIn } from '../src/lib/paths.ts'

export interface CalendarOptions {
  /** The site's address (firm.siteUrl): its host makes each UID unique to this site. */
  siteUrl: string
  /** The firm's name, in the feed's product id. */
  name: string
  /** What calendar apps call the calendar, in its language: "Cedar Sound CPA Group tax deadlines". */
  calendarName: string
  /** What they call one group's calendar: "Cedar Sound CPA Group tax deadlines: Individuals". */
  groupCalendarName: (group: DeadlineAudience) => string
  /** The language its words are in (BCP 47), named in the feed's product id and on every event's words. */
  language: string
  /** A translation's code (`es`), in its events' UIDs; none for the site's own language. */
  edition?: string
  /** Writes a label before its value, as the language does ("Source: …"): locale.labelled. */
  labelled: (label: string, value: string) => string
  /**
   * Joins the names of the groups a deadline concerns, as the language separates the items of a line
   * (locale.joins.separator, as the page does): a group's own name may hold the word for "and".
   */
  list: (names: readonly string[]) => string
  /** The words before the groups a deadline concerns and before its source. */
  labels: { audiences: string; source: string }
  /** When the feed is written: every event's DTSTAMP. */
  now: Date
  /** The name of each group a deadline may concern, as the calendar's page names it (its filter). */
  audiences: Readonly<Record<DeadlineAudience, Prose>>
  /**
   * A deadline's source as its event writes it: the address, and in a translation, where the page is
   * in another language, that language named as its pages name it beside a link (otherLanguageLink).
   */
  sourceText: (url: string) => string
}

/**
 * A language's feed options from its content: the calendar's name, labels and groups in its words
 * (the calendar page's copy and the language's `labelled` pattern). `edition` is a translation's code.
 */
export function calendarOptions(
  {
    firm,
    locale,
    page,
    sources = [],
  }: { firm: Firm; locale: Locale; page: DeadlinesPage; sources?: readonly Source[] },
  { now, edition }: { now: Date; edition?: string },
): CalendarOptions {
  const own = primaryLanguage(locale.tag)
  // As on the pages: the language a source names, else the IRS's own pages in this language are in it, the rest English.
  const languageOf = (url: string) => {
    const named = sources.find((source) => source.url === url)?.language
    return named ?? (edition && isIrsPageIn(url, languageBase(edition)) ? own : 'en')
  }
  const sourceText = (url: string) => {
    const language = primaryLanguage(languageOf(url))
    const name = Object.entries(locale.languageNames).find(([code]) => code === language)?.[1]
    if (!edition || !locale.otherLanguageLink || language === own || !name) return url
    return fillPattern(locale.otherLanguageLink, { text: url, language: name })
  }
  return {
    siteUrl: firm.siteUrl,
    name: firm.name,
    calendarName: page.subscribe.calendarName.replaceAll('{firm}', firm.name),
    groupCalendarName: (group) =>
      fillPattern(page.subscribe.groupCalendarName, {
        firm: firm.name,
        group: plainText(page.filter.audiences[group]),
      }),
    language: locale.tag,
    ...(edition ? { edition } : {}),
    labelled: (label, value) => fillPattern(locale.labelled, { label, value }),
    list: (names) => joinNames(names, { between: locale.joins.separator, last: locale.joins.separator }),
    labels: { audiences: page.subscribe.audiencesLabel, source: plainText(page.sourceLabel) },
    now,
    audiences: page.filter.audiences,
    sourceText,
  }
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, a line break written
 * `\n`, and the other control characters, which TEXT does not allow, dropped.
 */
export const escapeText = (text: string) =>
  text
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')

/**
 * A content line folded so that no line is longer than 75 octets (§3.1): a continuation starts
 * with a space, and a character's UTF-8 bytes are never split between two lines.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    if (octets + size > 75) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n')
}

/** "2026-11-25" → "20261125"; the day after it with `days` 1, across months and years. */
function icalDate(isoDate: string, days = 0): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  const date = new Date(Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, (day ?? Number.NaN) + days))
  if (Number.isNaN(date.getTime())) throw new Error(`not an ISO date (YYYY-MM-DD): ${isoDate}`)
  return date.toISOString().slice(0, 10).replaceAll('-', '')
}

/** A moment in UTC, e.g. 20261124T201500Z. */
const icalUtc = (moment: Date) => `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`

/**
 * The feed: every deadline in the order given, each line folded and ended with CRLF; with `group`,
 * only that group's, under its calendar's name. A deadline a postponement moves says so, for whom
 * and to when, and carries a higher SEQUENCE, so subscribed calendars take the change.
 */
export function deadlinesCalendar(
  list: readonly CalendarDeadline[],
  {
    siteUrl,
    name,
    calendarName: wholeName,
    groupCalendarName,
    language,
    edition,
    labelled,
    list: listOf,
    labels,
    now,
    audiences,
    sourceText,
  }: CalendarOptions,
  group?: DeadlineAudience,
): string {
  const shownName = group ? groupCalendarName(group) : wholeName
  const host = new URL(siteUrl).host
  const calendarName = escapeText(plainText(shownName))
  const inLanguage = `;LANGUAGE=${language}`
  const stamp = icalUtc(now)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(name)}//Tax deadlines//${primaryLanguage(language).toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${calendarName}`,
    `X-WR-CALNAME:${calendarName}`,
    // Ask subscribers to fetch it daily (RFC 7986, and Outlook's and Apple's older name for it).
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    ...list
      .filter((deadline) => !group || deadline.audiences.includes(group))
      .flatMap((deadline) => {
        const concerns = listOf(deadline.audiences.map((audience) => plainText(audiences[audience])))
        // A deadline a translation has not written yet is in the site's own words, and says so.
        const note = noteOf(deadline.title)
        const description = [
          ...(note ? [note] : []),
          ...deadline.postponements.flatMap((postponed) => [postponedText(postponed), postponed.source, '']),
          ...(deadline.details ? [plainText(deadline.details)] : []),
          ...(deadline.moved ? [plainText(deadline.moved)] : []),
          ...(deadline.details || deadline.moved ? [''] : []),
          labelled(labels.audiences, concerns),
          labelled(labels.source, sourceText(deadline.source)),
        ].join('\n')
        return [
          'BEGIN:VEVENT',
          `UID:${deadline.id}${edition ? `-${edition}` : ''}${group ? `-${group}` : ''}@${host}`,
          `DTSTAMP:${stamp}`,
          // Each postponement that moves it makes it a newer version of the event (RFC 5545 §3.8.7.4).
          `SEQUENCE:${deadline.postponements.length}`,
          // An all-day event: DTEND is the day after, not included (§3.6.1).
          `DTSTART;VALUE=DATE:${icalDate(deadline.date)}`,
          `DTEND;VALUE=DATE:${icalDate(deadline.date, 1)}`,
          `SUMMARY;LANGUAGE=${textLanguage(deadline.title) ?? language}:${escapeText(plainText(deadline.title))}`,
          `DESCRIPTION${inLanguage}:${escapeText(description)}`,
          // A URI value is not escaped as text; the schema allows no whitespace in it.
          `URL:${deadline.source}`,
          // A deadline does not make anyone busy.
          'TRANSP:TRANSPARENT',
          'END:VEVENT',
        ]
      }),
    'END:VCALENDAR',
  ]
  return lines.map((line) => `${foldLine(line)}\r\n`).join('')
}

/** The note a text a translation lacks carries, in the feed's language, where it has one. */
const noteOf = (text: Prose): string | undefined => {
  const flag = flagOf(text)
  return flag && 'note' in flag ? flag.note : undefined
}

/**
 * A postponement's line as the feed writes it: its pattern filled in, words alone; a relief's title
 * the translation lacks, in English, with the translation's note after it.
 */
export function postponedText({ pattern, date, counties, relief }: Postponed): string {
  const note = noteOf(relief)
  return fillPattern(pattern, { date, counties, relief: note ? `${plainText(relief)} ${note}` : plainText(relief) })
}

/**
 * A language's feeds as the build writes them: the whole calendar's (no group), then each group's,
 * from its calendar of the build's day (src/content/kinds/deadlines.ts, calendarFor).
 */
export const deadlineFeeds = (
  list: readonly CalendarDeadline[],
  options: CalendarOptions,
): { group: DeadlineAudience | undefined; text: string }[] =>
  [undefined, ...deadlineAudiences].map((group) => ({ group, text: deadlinesCalendar(list, options, group) }))
