/**
 * A pattern of the content filled with its values: each `{name}` replaced by the value of that name,
 * and by nothing where there is none (a date's `{weekday}`, a labelled value's `{label}`, a choice's
 * `{a}` and `{b}`). The content check has made sure a pattern names only what its field allows
 * (`pattern` in src/content/fields.ts). Pure: the server, the build and the browser share it.
 */
export const fillPattern = (pattern: string, values: Readonly<Record<string, string | undefined>>): string =>
  pattern.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
