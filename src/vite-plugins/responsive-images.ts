import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import type { Plugin } from 'vite'
import { responsiveSources, type Variant } from '../content/responsive-images.ts'
import { type Image, type ImageEntry, type Images, imageListSchema } from '../content/schemas.ts'

/** Encoder settings: visually close to the original at a fraction of its bytes. */
function encode(pipeline: Sharp, variant: Variant, src: string): Sharp {
  if (variant.format === 'avif') return pipeline.avif({ quality: 55, effort: 4 })
  if (variant.format === 'webp') return pipeline.webp({ quality: 75 })
  return /\.png$/i.test(src)
    ? pipeline.png({ compressionLevel: 9, palette: true })
    : pipeline.jpeg({ quality: 78, mozjpeg: true })
}

const renderVariant = (original: Buffer, variant: Variant, src: string) =>
  encode(sharp(original).rotate().resize({ width: variant.width }), variant, src).toBuffer()

/** Every file the page markup names for this photo, rendered from the original; none for a drawing. */
export async function renderVariants(original: Buffer, image: Image): Promise<{ url: string; data: Buffer }[]> {
  const plan = responsiveSources(image)
  if (!plan) return []
  return Promise.all(
    plan.variants.map(async (variant) => ({
      url: variant.url,
      data: await renderVariant(original, variant, image.src),
    })),
  )
}

export interface Size {
  width: number
  height: number
}

/** A length attribute of an SVG in pixels: a plain number or `px`; relative units give no size. */
const svgLength = (value: string | undefined) => {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value)
  const length = match ? Number(match[1]) : 0
  return length > 0 ? length : undefined
}

/**
 * The size a drawing states on its root element: `width` and `height`, else
 * the `viewBox` (with one of the two scaled by its shape); null when it states none.
 */
export function svgSize(svg: string): Size | null {
  const root = /<svg\b[^>]*>/i.exec(svg.replace(/<!--[\s\S]*?-->/g, ''))?.[0] ?? ''
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 'i').exec(root)?.[2]
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  const boxWidth = box?.length === 4 && (box[2] ?? 0) > 0 ? box[2] : undefined
  const boxHeight = box?.length === 4 && (box[3] ?? 0) > 0 ? box[3] : undefined
  let width = svgLength(attribute('width'))
  let height = svgLength(attribute('height'))
  if (boxWidth && boxHeight) {
    if (width && !height) height = (width * boxHeight) / boxWidth
    else if (height && !width) width = (height * boxWidth) / boxHeight
    else if (!width && !height) {
      width = boxWidth
      height = boxHeight
    }
  }
  return width && height ? { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) } : null
}

/** The size a picture file states: a photo's pixels as displayed (after EXIF rotation), a drawing's own size. */
export async function intrinsicSize(file: Buffer, src: string): Promise<Size | null> {
  if (/\.svg$/i.test(src)) return svgSize(file.toString('utf8'))
  const metadata = await sharp(file).metadata()
  const rotated = (metadata.orientation ?? 1) >= 5
  const width = rotated ? metadata.height : metadata.width
  const height = rotated ? metadata.width : metadata.height
  return width && height ? { width, height } : null
}

/**
 * A picture of content/images.json with its size: the file's own, which a
 * `width`/`height` written in the entry must agree with. `index` is the entry's
 * place in the list, for the messages, which name the file and field as
 * `npm run content:check` does.
 */
export async function sizeImage(
  file: Buffer,
  entry: ImageEntry,
  index: number,
): Promise<{ image: Image | null; problems: string[] }> {
  const { key, ...declared } = entry
  const field = (name: string) => `content/images.json → [${index}].${name}`
  const problems: string[] = []
  let own: Size | null = null
  try {
    own = await intrinsicSize(file, entry.src)
  } catch (error) {
    problems.push(`${field('src')}: public${entry.src} is not a picture sharp can read: ${(error as Error).message}`)
  }
  if (own) {
    if (declared.width !== undefined && declared.width !== own.width) {
      problems.push(`${field('width')}: is ${declared.width}, the file is ${own.width} wide (picture "${key}")`)
    }
    if (declared.height !== undefined && declared.height !== own.height) {
      problems.push(`${field('height')}: is ${declared.height}, the file is ${own.height} high (picture "${key}")`)
    }
  }
  const width = own?.width ?? declared.width
  const height = own?.height ?? declared.height
  if (problems.length === 0 && (width === undefined || height === undefined)) {
    problems.push(
      `${field('width')}: public${entry.src} states no size (an SVG needs width and height, or a viewBox); write width and height here (picture "${key}")`,
    )
  }
  return {
    image: problems.length === 0 && width && height ? { ...declared, width, height } : null,
    problems,
  }
}

/**
 * Every picture of content/images.json by key, each with the width and height
 * of its file, or the problems that prevent it (a missing file, a size written
 * in the entry that is not the file's own, a drawing that states no size).
 */
export async function loadImages(root: string): Promise<{ images: Images; problems: string[] }> {
  const entries = imageListSchema.parse(JSON.parse(readFileSync(path.join(root, 'content/images.json'), 'utf8')))
  const results = await Promise.all(
    entries.map(async (entry, index) => {
      let file: Buffer
      try {
        file = readFileSync(path.join(root, 'public', entry.src))
      } catch {
        const problem = `content/images.json → [${index}].src: no file at public${entry.src} (picture "${entry.key}")`
        return { key: entry.key, image: null, problems: [problem] }
      }
      return { key: entry.key, ...(await sizeImage(file, entry, index)) }
    }),
  )
  const images: Images = {}
  for (const { key, image } of results) if (image) images[key] = image
  return { images, problems: results.flatMap((result) => result.problems) }
}

/**
 * Resizes and re-encodes the photos listed in content/images.json when the site
 * is built (and on request in `vite dev`), so a photo dropped into
 * public/images/ is served in modern formats at the sizes pages ask for, with
 * no code change. The build fails when a picture's size cannot be known or a
 * size written in content/images.json is not its file's own.
 */
export function responsiveImages(root: string): Plugin {
  const publicDir = path.join(root, 'public')
  const photos = async () =>
    Object.values((await loadImages(root)).images).filter((image) => responsiveSources(image) !== null)
  const original = (image: Image) => readFileSync(path.join(publicDir, image.src))

  return {
    name: 'cscg:responsive-images',
    async buildStart() {
      const { problems } = await loadImages(root)
      if (problems.length)
        this.error(`Pictures in content/images.json do not match their files:\n${problems.join('\n')}`)
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      for (const image of await photos()) {
        for (const { url, data } of await renderVariants(original(image), image)) {
          this.emitFile({ type: 'asset', fileName: url.slice(1), source: data })
        }
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0]
        // Only a variant's address (`…-640w.webp`) is worth reading the pictures for.
        if (!url || !/-\d+w\.[a-z]+$/.test(url)) return next()
        for (const image of await photos()) {
          const variant = responsiveSources(image)?.variants.find((v) => v.url === url)
          if (!variant) continue
          const format = variant.format === 'fallback' ? (/\.png$/i.test(image.src) ? 'png' : 'jpeg') : variant.format
          res.setHeader('content-type', `image/${format}`)
          res.end(await renderVariant(original(image), variant, image.src))
          return
        }
        next()
      })
    },
  }
}
