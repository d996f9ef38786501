// The dated script's minified code for the server build, '' in the browser's (dated-script.ts).
declare module 'virtual:dated-script' {
  const code: string
  export default code
}
declare module 'virtual:choices-script' {
  /** The checklist's script, minified (src/loading/choices-script.ts); empty in the browser's build. */
  const code: string
  export default code
}
