import site from 'content:site'
import type { SitePath } from '~/content/collections.ts'
import type { Crumb } from './structured-data.ts'

/** A breadcrumb for a page of the main navigation, named by its menu label. */
export function navCrumb(path: SitePath): Crumb {
  const item = site.mainNav.find((entry) => entry.to === path)
  if (!item) throw new Error(`${path} is not in the main navigation`)
  return { name: item.label, path }
}
