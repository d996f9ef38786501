/**
 * Debian's Chromium and the flags that let it run headless on this kind of machine (root, no network).
 * Run directly (`node scripts/chromium.ts`), it prints the path, for the shell scripts.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

if (import.meta.main) console.log(chromiumPath)
