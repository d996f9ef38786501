import { describe, expect, it } from 'vitest'
import { pickMeta } from '~/content/vite-plugin.ts'

describe('pickMeta', () => {
  it('keeps only the fields every page load needs', () => {
    expect(pickMeta('pages/about.json', { title: 'About', description: 'd', story: 'long' })).toEqual({
      title: 'About',
      description: 'd',
    })
    expect(pickMeta('partners.json', [{ name: 'A', slug: 'a', bio: ['long'] }])).toEqual([{ name: 'A', slug: 'a' }])
  })
})
