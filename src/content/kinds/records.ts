/** content/records.json: the records-retention guide, the copy of /resources/records/. */
import { z } from 'zod'
import {
  description,
  httpsUrl,
  isoDate,
  linkLanguage,
  longText,
  pageTitle,
  paragraphs,
  perLanguage,
  reviewedLabel,
  text,
} from '../fields.ts'
import { defineKind } from '../kind.ts'

export const recordsGuideSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: text,
  intro: paragraphs.meta({ title: 'Introduction', description: 'One entry per paragraph' }),
  tableCaption: text,
  columns: z.strictObject({ situation: text, keep: text }).meta({ title: 'Column headings' }),
  rows: z
    .array(z.strictObject({ situation: longText, keep: text, detail: longText.optional() }))
    .min(5)
    .meta({ title: 'Table rows' }),
  notesHeading: text,
  notes: paragraphs.meta({ description: 'One entry per paragraph' }),
  source: z.strictObject({
    label: text,
    title: text,
    url: perLanguage(httpsUrl).meta({ title: 'Address' }),
    language: linkLanguage,
  }),
  reviewedLabel,
  reviewedOn: isoDate.meta({
    title: 'Last reviewed on',
    description: 'The day the guide was last checked against the IRS page',
  }),
  closing: z.strictObject({ heading: text, text: longText }),
})

export const records = defineKind({
  schema: recordsGuideSchema,
  page: { path: '/resources/records/', parent: '/resources/' },
  summary: ['title', 'description', 'heading', 'reviewedOn', 'source'],
  editor: { group: 'services', label: 'Records-retention guide' },
})
