/** content/resources.json: the resource cards, on the home and resources pages. */
import { z } from 'zod'
import { duplicates, pageLinkProblem } from '../checks.ts'
import type { ShownOf } from '../fields.ts'
import { linkLanguage, longText, perLanguage, slug, text } from '../fields.ts'
import { defineKind } from '../kind.ts'
import { isExternalLink, PAGE_OR_HTTPS } from '../links.ts'
import { imageKey, imageKeyProblems } from './images.ts'

export const resourceSchema = z.strictObject({
  slug,
  image: imageKey,
  category: text,
  title: text,
  description: longText,
  buttonText: text,
  // Each language may link its own page of another site (the IRS's in Spanish).
  buttonLink: perLanguage(
    z
      .string()
      .regex(
        PAGE_OR_HTTPS,
        'must be a page of the site, written as its address (e.g. "/about/"), or a full https:// address',
      ),
  ).meta({
    title: 'Link',
    description:
      'A page of the site, written as its address (e.g. /about/), or a full https:// address for another website, which opens in a new tab',
  }),
  linkExternal: z.boolean().optional().meta({
    title: 'The link goes to another website',
    description: 'Says what the address says: an https:// address is another website; the card follows the address',
  }),
  linkLanguage,
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
      isExternalLink(resource.buttonLink)
        ? []
        : pageLinkProblem(`[${index}].buttonLink`, resource.buttonLink, others.sitePaths),
    ),
  ],
  // The flag says what the address already says; where staff set it otherwise, the address wins.
  warnings: (list) =>
    list.flatMap((resource) =>
      resource.linkExternal === undefined || resource.linkExternal === isExternalLink(resource.buttonLink)
        ? []
        : [
            `content/resources.json: the card "${resource.slug}" says its link ${resource.linkExternal ? 'goes' : 'does not go'} to another website, but ${resource.buttonLink} ${isExternalLink(resource.buttonLink) ? 'does' : 'does not'}; the card follows the address.`,
          ],
    ),
})

export type Resource = ShownOf<typeof resourceSchema>
