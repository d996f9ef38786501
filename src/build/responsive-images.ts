import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import type { Plugin } from 'vite'
import { responsiveSources, type Variant } from '../content/responsive-images.ts'
import type { Image, Images } from '../content/schemas.ts'

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

/** The problems with a photo's declared size: width and height must be the file's own (after EXIF rotation). */
export async function checkPhotoSize(original: Buffer, key: string, image: Image): Promise<string[]> {
  if (!responsiveSources(image)) return []
  const metadata = await sharp(original).metadata()
  const rotated = (metadata.orientation ?? 1) >= 5
  const width = rotated ? metadata.height : metadata.width
  const height = rotated ? metadata.width : metadata.height
  const problems: string[] = []
  if (width !== image.width)
    problems.push(`content/images.json → ${key}.width: is ${image.width}, the file is ${width} wide`)
  if (height !== image.height) {
    problems.push(`content/images.json → ${key}.height: is ${image.height}, the file is ${height} high`)
  }
  return problems
}

/**
 * Resizes and re-encodes the photos listed in content/images.json when the site
 * is built (and on request in `vite dev`), so a photo dropped into
 * public/images/ is served in modern formats at the sizes pages ask for, with
 * no code change. The build fails when a photo's declared size is not its own.
 */
export function responsiveImages(root: string): Plugin {
  const imagesFile = path.join(root, 'content/images.json')
  const publicDir = path.join(root, 'public')
  const photos = () =>
    Object.entries(JSON.parse(readFileSync(imagesFile, 'utf8')) as Images).filter(([, image]) =>
      responsiveSources(image),
    )
  const original = (image: Image) => readFileSync(path.join(publicDir, image.src))

  return {
    name: 'cscg:responsive-images',
    async buildStart() {
      const problems = (
        await Promise.all(photos().map(([key, image]) => checkPhotoSize(original(image), key, image)))
      ).flat()
      if (problems.length) this.error(`Photos in content/images.json do not match their files:\n${problems.join('\n')}`)
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      for (const [, image] of photos()) {
        for (const { url, data } of await renderVariants(original(image), image)) {
          this.emitFile({ type: 'asset', fileName: url.slice(1), source: data })
        }
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0]
        for (const [, image] of url ? photos() : []) {
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
