// Written by src/vite-plugins/content.ts from the table in src/content/collections.ts: do not edit.

declare module 'content:firm' {
  const data: import('./collections.ts').Content<'firm'>
  export default data
}

declare module 'content:site' {
  const data: import('./collections.ts').Content<'site'>
  export default data
}

declare module 'content:locale' {
  const data: import('./collections.ts').Content<'locale'>
  export default data
}

declare module 'content:images' {
  const data: import('./collections.ts').Content<'images'>
  export default data
}

declare module 'content:partners' {
  const data: import('./collections.ts').Content<'partners'>
  export default data
}

declare module 'content:associates' {
  const data: import('./collections.ts').Content<'associates'>
  export default data
}

declare module 'content:services' {
  const data: import('./collections.ts').Content<'services'>
  export default data
}

declare module 'content:resources' {
  const data: import('./collections.ts').Content<'resources'>
  export default data
}

declare module 'content:deadlines' {
  const data: import('./collections.ts').Content<'deadlines'>
  export default data
}

declare module 'content:notices' {
  const data: import('./collections.ts').Content<'notices'>
  export default data
}

declare module 'content:pages/home' {
  const data: Omit<import('./collections.ts').Content<'pages/home'>, 'title' | 'description'>
  export default data
}

declare module 'content:pages/about' {
  const data: Omit<import('./collections.ts').Content<'pages/about'>, 'title' | 'description'>
  export default data
}

declare module 'content:pages/team' {
  const data: Omit<import('./collections.ts').Content<'pages/team'>, 'title' | 'description'>
  export default data
}

declare module 'content:pages/associates' {
  const data: Omit<import('./collections.ts').Content<'pages/associates'>, 'title' | 'description'>
  export default data
}

declare module 'content:pages/services' {
  const data: Omit<import('./collections.ts').Content<'pages/services'>, 'title' | 'description'>
  export default data
}

declare module 'content:pages/resources' {
  const data: Omit<import('./collections.ts').Content<'pages/resources'>, 'title' | 'description'>
  export default data
}

declare module 'content:records' {
  const data: Omit<import('./collections.ts').Content<'records'>, 'title' | 'description'>
  export default data
}

declare module 'content:pages/deadlines' {
  const data: Omit<import('./collections.ts').Content<'pages/deadlines'>, 'title' | 'description'>
  export default data
}

declare module 'content:checklist' {
  const data: Omit<import('./collections.ts').Content<'checklist'>, 'title' | 'description'>
  export default data
}

declare module 'content:pages/contact' {
  const data: Omit<import('./collections.ts').Content<'pages/contact'>, 'title' | 'description'>
  export default data
}

declare module 'content:pages/invoice' {
  const data: Omit<import('./collections.ts').Content<'pages/invoice'>, 'title' | 'description'>
  export default data
}

declare module 'content:pages/accessibility' {
  const data: Omit<import('./collections.ts').Content<'pages/accessibility'>, 'title' | 'description'>
  export default data
}

declare module 'content:pages/not-found' {
  const data: import('./collections.ts').Content<'pages/not-found'>
  export default data
}

declare module 'content:editions' {
  const data: import('./collections.ts').Content<'editions'>
  export default data
}

declare module 'content:editor' {
  const data: import('./collections.ts').Content<'editor'>
  export default data
}

declare module 'content:firm/summary' {
  const data: import('./collections.ts').Summary<'firm'>
  export default data
}

declare module 'content:site/summary' {
  const data: import('./collections.ts').Summary<'site'>
  export default data
}

declare module 'content:locale/summary' {
  const data: import('./collections.ts').Summary<'locale'>
  export default data
}

declare module 'content:images/summary' {
  const data: import('./collections.ts').Summary<'images'>
  export default data
}

declare module 'content:partners/summary' {
  const data: import('./collections.ts').Summary<'partners'>
  export default data
}

declare module 'content:services/summary' {
  const data: import('./collections.ts').Summary<'services'>
  export default data
}

declare module 'content:records/summary' {
  const data: import('./collections.ts').Summary<'records'>
  export default data
}

declare module 'content:checklist/summary' {
  const data: import('./collections.ts').Summary<'checklist'>
  export default data
}

declare module 'content:pages/not-found/summary' {
  const data: import('./collections.ts').Summary<'pages/not-found'>
  export default data
}

declare module 'content:locale/dates' {
  const data: import('./collections.ts').ViewData<'locale', 'dates'>
  export default data
}

declare module 'content:locale/links' {
  const data: import('./collections.ts').ViewData<'locale', 'links'>
  export default data
}

declare module 'content:locale/link-words' {
  const data: import('./collections.ts').ViewData<'locale', 'link-words'>
  export default data
}

declare module 'content:locale/joins' {
  const data: import('./collections.ts').ViewData<'locale', 'joins'>
  export default data
}

declare module 'content:partners/profiles' {
  const data: import('./collections.ts').ViewData<'partners', 'profiles'>
  export default data
}

declare module 'content:partners/languages' {
  const data: import('./collections.ts').ViewData<'partners', 'languages'>
  export default data
}

declare module 'content:partners/language-names' {
  const data: import('./collections.ts').ViewData<'partners', 'language-names'>
  export default data
}

declare module 'content:partners/language-codes' {
  const data: import('./collections.ts').ViewData<'partners', 'language-codes'>
  export default data
}

declare module 'content:associates/profiles' {
  const data: import('./collections.ts').ViewData<'associates', 'profiles'>
  export default data
}

declare module 'content:deadlines/upcoming' {
  const data: import('./collections.ts').ViewData<'deadlines', 'upcoming'>
  export default data
}

declare module 'content:deadlines/next' {
  const data: import('./collections.ts').ViewData<'deadlines', 'next'>
  export default data
}

declare module 'content:deadlines/about' {
  const data: import('./collections.ts').ViewData<'deadlines', 'about'>
  export default data
}

declare module 'content:notices/current' {
  const data: import('./collections.ts').ViewData<'notices', 'current'>
  export default data
}

declare module 'content:checklist/words' {
  const data: import('./collections.ts').ViewData<'checklist', 'words'>
  export default data
}

declare module 'content:checklist/season' {
  const data: import('./collections.ts').ViewData<'checklist', 'season'>
  export default data
}

declare module 'content:checklist/dates' {
  const data: import('./collections.ts').ViewData<'checklist', 'dates'>
  export default data
}

declare module 'content:partners/pictures' {
  const data: import('./collections.ts').Content<'images'>
  export default data
}

declare module 'content:associates/pictures' {
  const data: import('./collections.ts').Content<'images'>
  export default data
}

declare module 'content:services/pictures' {
  const data: import('./collections.ts').Content<'images'>
  export default data
}

declare module 'content:resources/pictures' {
  const data: import('./collections.ts').Content<'images'>
  export default data
}

declare module 'content:pages' {
  const data: readonly import('./collections.ts').PageSummary[]
  export default data
}

declare module 'content:descriptions' {
  const data: Readonly<Record<import('./collections.ts').SitePath, string>>
  export default data
}

declare module 'content:languages' {
  const data: readonly [import('./collections.ts').PublishedLanguage, ...import('./collections.ts').PublishedLanguage[]]
  export default data
}
