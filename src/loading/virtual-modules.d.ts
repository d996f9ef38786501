// The dated script's minified code for the server build, '' in the browser's (dated-script.ts).
declare module 'virtual:dated-script' {
  const code: string
  export default code
}
