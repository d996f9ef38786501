/** content/resources.json: the resource cards, on the home and resources pages. */
import { z } from 'zod'
import { duplicates, pageLinkProblem } from '../checks.ts'
import type { ShownOf } from '../fields.ts'
import { httpsUrl, linkLanguage, longText, sitePath, slug, text } from '../fields.ts'
import { defineKind } from '../kind.ts'
import { imageKey, imageKeyProblems } from './images.ts'

export const resourceSchema = z
  .strictObject({
    slug,
    image: imageKey,
    category: text,
    title: text,
    description: longText,
    buttonText: text,
    buttonLink: z
      .string()
      .min(1)
      .describe(
        'A page of the site, written as its address (e.g. /about/), or a full https:// address for another website',
      ),
    linkExternal: z.boolean().optional().meta({ title: 'The link goes to another website' }),
    linkLanguage,
  })
  .superRefine((resource, ctx) => {
    const target = resource.linkExternal
      ? httpsUrl.safeParse(resource.buttonLink)
      : sitePath.safeParse(resource.buttonLink)
    if (!target.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['buttonLink'],
        message: resource.linkExternal
          ? 'must be a full https:// address when linkExternal is true'
          : 'must be a page of the site, written as its address (e.g. "/about/"), unless linkExternal is true',
      })
    }
  })
export const resourcesSchema = z.array(resourceSchema.meta({ title: 'Resource card' })).min(1)

export const resources = defineKind({
  schema: resourcesSchema,
  editor: { group: 'services', label: 'Resource cards' },
  pictures: true,
  check: (list, others) => [
    ...duplicates(list.map((resource) => resource.slug)),
    ...imageKeyProblems(list, others),
    ...list.flatMap((resource, index) =>
      resource.linkExternal ? [] : pageLinkProblem(`[${index}].buttonLink`, resource.buttonLink, others.sitePaths),
    ),
  ],
})

export type Resource = ShownOf<typeof resourceSchema>
