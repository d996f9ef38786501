/** The team page (the partners, one at a time): its copy. */
import { z } from 'zod'
import { attributeText, description, licenseCopy, longText, pageTitle, plain, section, text } from '../../fields.ts'
import { definePage } from '../../kind.ts'

export const teamPageSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: text,
  intro: longText,
  chooserLabel: attributeText(plain).describe('Accessible name of the list of partners'),
  associatesLink: section.extend({ linkText: text }),
  languagesLabel: text.describe('Heading of a partner’s languages, e.g. "Languages"'),
  license: licenseCopy(
    'A partner’s license',
    'a partner’s',
    {
      title: 'License search',
      description: 'The Board of Accountancy’s public search of CPA licenses, which each partner’s page links to',
    },
    {
      heading: text.describe('e.g. "CPA license"'),
      text: longText.describe('Says where the license is registered, before the link'),
    },
  ),
})

export const teamPage = definePage(teamPageSchema, { path: '/about/team/', parent: '/about/' }, 'Partners page')
