import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import type { Plugin } from 'vite'
import type { Image } from '../content/kinds/images.ts'
import { loadContent } from '../content/load.ts'
import { responsiveSources, type Variant } from '../lib/responsive-images.ts'

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

/**
 * Resizes and re-encodes the photos listed in content/images.json when the site
 * is built (and on request in `vite dev`), so a photo dropped into
 * public/images/ is served in modern formats at the sizes pages ask for, with
 * no code change. (A picture whose size cannot be known, or whose written size
 * is not its file's own, fails the content load that the content plugin runs first.)
 */
export function responsiveImages(root: string): Plugin {
  const publicDir = path.join(root, 'public')
  // The pictures with their sizes, as the content modules have them (src/content/load.ts: one load a build).
  const photos = async () =>
    Object.values((await loadContent(root)).images).filter((image) => responsiveSources(image) !== null)
  const original = (image: Image) => readFileSync(path.join(publicDir, image.src))

  return {
    name: 'cscg:responsive-images',
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
