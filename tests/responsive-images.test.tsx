import imageSummary from 'content:images/summary'
import services from 'content:services'
import servicePictures from 'content:services/pictures'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage } from '~/components/ui/ResponsiveImage.tsx'
import { intrinsicSize, sizeImage, sizeImages, svgSize } from '~/content/kinds/image-files.ts'
import type { Image } from '~/content/kinds/images.ts'
import { contentWarnings, forgetContent, loadContent } from '~/content/load.ts'
import { validateContent } from '~/content/site.ts'
import { pictureOf } from '~/lib/images.ts'
import { responsiveSources, variantUrl, widthsFor } from '~/lib/responsive-images.ts'
import { renderVariants, responsiveImages } from '~/vite-plugins/responsive-images.ts'

const photo: Image = { src: '/images/office/lobby.jpg', alt: 'The front desk', width: 720, height: 540 }
const drawing: Image = { src: '/images/people/jane.svg', alt: 'Monogram', width: 400, height: 500 }

/** A photo-like JPEG: random pixels, which compress about as badly as a real photograph. */
async function jpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

describe('the plan for a picture', () => {
  it('offers a photo at the standard widths below its own, then its own', () => {
    expect(widthsFor(1000)).toEqual([320, 480, 640, 960, 1000])
    expect(widthsFor(720)).toEqual([320, 480, 640, 720])
    expect(widthsFor(300)).toEqual([300])
  })

  it('names the files next to the original', () => {
    expect(variantUrl('/images/a/b.jpg', 640, 'avif')).toBe('/images/a/b-640w.avif')
    expect(variantUrl('/images/a/b.png', 640, 'fallback')).toBe('/images/a/b-640w.png')
    expect(variantUrl('/images/a/b.webp', 640, 'fallback')).toBe('/images/a/b-640w.jpg')
  })

  it('sends a drawing as it is', () => {
    expect(responsiveSources(drawing)).toBeNull()
  })

  it('lists AVIF, then WebP, then the original format', () => {
    const plan = responsiveSources(photo)
    expect(plan?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    expect(plan?.sources[0]?.srcSet).toBe(
      '/images/office/lobby-320w.avif 320w, /images/office/lobby-480w.avif 480w, /images/office/lobby-640w.avif 640w, /images/office/lobby-720w.avif 720w',
    )
    expect(plan?.fallbackSrcSet).toContain('/images/office/lobby-320w.jpg 320w')
    expect(plan?.variants).toHaveLength(12)
  })
})

describe('the build', () => {
  it('writes every file the markup names, in its format and at its width', async () => {
    const rendered = await renderVariants(await jpeg(720, 540), photo)
    const plan = responsiveSources(photo)
    expect(rendered.map((file) => file.url).sort()).toEqual(plan?.variants.map((variant) => variant.url).sort())
    for (const file of rendered) {
      const metadata = await sharp(file.data).metadata()
      const variant = plan?.variants.find((v) => v.url === file.url)
      expect(metadata.format, file.url).toBe(
        variant?.format === 'fallback' ? 'jpeg' : variant?.format === 'avif' ? 'heif' : variant?.format,
      )
      expect(metadata.width, file.url).toBe(variant?.width)
      expect(metadata.height, file.url).toBe(variant?.height)
    }
    const size = (url: string) => rendered.find((file) => file.url === url)?.data.length ?? 0
    expect(size('/images/office/lobby-320w.avif')).toBeLessThan(size('/images/office/lobby-720w.avif'))
  }, 60_000)

  it('leaves a drawing alone', async () => {
    expect(await renderVariants(Buffer.from('<svg/>'), drawing)).toEqual([])
  })

  it("uses the file's size where a size written for a photo is not the file's, and says so", async () => {
    const file = await jpeg(800, 600)
    const entry = { key: 'office-lobby', src: photo.src, alt: photo.alt }
    expect(await sizeImage(file, { ...entry, width: 800, height: 600 }, 3)).toEqual({
      image: { src: photo.src, alt: photo.alt, width: 800, height: 600 },
      problems: [],
      warnings: [],
    })
    expect(await sizeImage(file, { ...entry, width: 720, height: 540 }, 3)).toEqual({
      image: { src: photo.src, alt: photo.alt, width: 800, height: 600 },
      problems: [],
      warnings: [
        'content/images.json → [3].width: is 720, the file is 800 wide: the site uses 800 (picture "office-lobby"); leave it empty',
        'content/images.json → [3].height: is 540, the file is 600 high: the site uses 600 (picture "office-lobby"); leave it empty',
      ],
    })
  })
})

describe('the size of a picture, from its file', () => {
  it("reads a photo's pixels", async () => {
    expect(await intrinsicSize(await jpeg(800, 600), '/images/a.jpg')).toEqual({ width: 800, height: 600 })
    const entry = { key: 'lobby', src: '/images/a.jpg', alt: '' }
    expect((await sizeImage(await jpeg(800, 600), entry, 0)).image).toEqual({
      src: '/images/a.jpg',
      alt: '',
      width: 800,
      height: 600,
    })
  })

  it('reads a photo as it is shown, after its EXIF rotation', async () => {
    const rotated = await sharp(await jpeg(800, 600))
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect(await intrinsicSize(rotated, '/images/a.jpg')).toEqual({ width: 600, height: 800 })
  })

  it("reads a drawing's width and height, else its viewBox", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 64 40">')).toEqual({
      width: 640,
      height: 400,
    })
    expect(svgSize('<?xml version="1.0"?>\n<!-- <svg width="1"> --><svg viewBox="0 0 400 500">')).toEqual({
      width: 400,
      height: 500,
    })
    expect(svgSize("<svg width='200px' viewBox='0,0,400,500'>")).toEqual({ width: 200, height: 250 })
    expect(svgSize('<svg width="100%" height="100%" viewBox="0 0 30 20">')).toEqual({ width: 30, height: 20 })
    expect(svgSize('<svg width="100%">')).toBeNull()
  })

  it('takes the size written in the entry only for a drawing that states none', async () => {
    const drawingFile = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>')
    const entry = { key: 'logo', src: '/images/logo.svg', alt: 'Logo' }
    expect((await sizeImage(drawingFile, { ...entry, width: 120, height: 40 }, 5)).image).toEqual({
      src: '/images/logo.svg',
      alt: 'Logo',
      width: 120,
      height: 40,
    })
    expect(await sizeImage(drawingFile, entry, 5)).toEqual({
      image: null,
      warnings: [],
      problems: [
        {
          file: 'images.json',
          field: '[5].width',
          message:
            'public/images/logo.svg states no size (an SVG needs width and height, or a viewBox); write width and height here (picture "logo")',
        },
      ],
    })
  })

  it("gives the pictures of the site their files' sizes", async () => {
    const root = path.resolve(import.meta.dirname, '..')
    const entries = validateContent(root).images
    const { images, problems } = await sizeImages(entries, path.join(root, 'public'))
    expect(problems).toEqual([])
    expect(images['share-default']).toMatchObject({ src: '/images/share/firm.png', width: 1200, height: 630 })
    expect(images['portrait-margaret-okafor']).toMatchObject({ width: 400, height: 500 })
    expect(images['service-bookkeeping']).toEqual({
      src: '/images/services/bookkeeping.svg',
      alt: '',
      width: 640,
      height: 400,
    })
  })
})

describe('the Vite plugins', () => {
  it('give the site the pictures by key, each with the size of its file, and a page only those its file names', () => {
    // content/images.json is a list without sizes; `content:images` gives them by key with their files' sizes.
    expect(pictureOf(servicePictures, 'service-bookkeeping')).toEqual({
      src: '/images/services/bookkeeping.svg',
      alt: '',
      width: 640,
      height: 400,
    })
    expect(imageSummary['share-default']).toMatchObject({ src: '/images/share/firm.png', width: 1200, height: 630 })
    // The services' pictures are the ones services.json names: a page of services carries no portrait.
    expect(Object.keys(servicePictures).sort()).toEqual(services.map((service) => service.image).sort())
  })

  it('emits the variants of each photo in content/images.json into the browser build, and warns of a wrong size', async () => {
    const site = path.resolve(import.meta.dirname, '..')
    const root = mkdtempSync(path.join(os.tmpdir(), 'cscg-images-'))
    try {
      // The site's content and pictures, and two more pictures added as the editor adds them.
      cpSync(path.join(site, 'content'), path.join(root, 'content'), { recursive: true })
      cpSync(path.join(site, 'public/images'), path.join(root, 'public/images'), { recursive: true })
      writeFileSync(path.join(root, 'public/images/people/jane.jpg'), await jpeg(400, 500))
      writeFileSync(path.join(root, 'public/images/people/jane.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
      const listed = JSON.parse(readFileSync(path.join(site, 'content/images.json'), 'utf8')) as object[]
      // Sizes left out, as the editor writes them: the build reads them from the files.
      const added = [
        { key: 'portrait-jane', src: '/images/people/jane.jpg', alt: 'Jane' },
        { key: 'monogram-jane', src: '/images/people/jane.svg', alt: 'Jane', width: 400, height: 500 },
      ]
      writeFileSync(path.join(root, 'content/images.json'), JSON.stringify([...listed, ...added]))
      const plugin = responsiveImages(root)
      const emitted: string[] = []
      const context = (name: string) => ({
        environment: { name },
        emitFile: (file: { fileName: string }) => emitted.push(file.fileName),
      })
      const generateBundle = plugin.generateBundle as (this: unknown) => Promise<void>
      await generateBundle.call(context('ssr'))
      expect(emitted).toEqual([])
      await generateBundle.call(context('client'))
      expect(emitted.filter((file) => file.includes('/jane')).sort()).toEqual(
        ['320w', '400w'].flatMap((w) => ['avif', 'jpg', 'webp'].map((ext) => `images/people/jane-${w}.${ext}`)).sort(),
      )

      forgetContent(root)
      writeFileSync(
        path.join(root, 'content/images.json'),
        JSON.stringify([...listed, { ...added[0], width: 500 }, added[1]]),
      )
      const loaded = await loadContent(root)
      expect(loaded.images['portrait-jane']).toMatchObject({ width: 400, height: 500 })
      expect(contentWarnings(loaded, '2026-11-28')).toContain(
        `content/images.json → [${listed.length}].width: is 500, the file is 400 wide: the site uses 400 (picture "portrait-jane"); leave it empty`,
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('the markup', () => {
  it('offers a photo as a picture with modern sources, sized and lazy', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={photo} sizes="(min-width: 640px) 50vw, 100vw" />)
    expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]+-320w\.avif 320w/)
    expect(html).toContain('<source type="image/webp"')
    expect(html).toContain('sizes="(min-width: 640px) 50vw, 100vw"')
    expect(html).toMatch(/<img src="\/images\/office\/lobby\.jpg" srcSet="[^"]+-320w\.jpg 320w[^"]*"/)
    expect(html).toContain('width="720" height="540"')
    expect(html).toContain('loading="lazy"')
  })

  it('sends a drawing as a plain image', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={drawing} sizes="100vw" />)
    expect(html).not.toContain('<picture')
    expect(html).not.toContain('srcSet')
    expect(html).toContain('width="400" height="500"')
  })

  it('loads the priority picture at once', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={photo} sizes="100vw" priority />)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
  })
})
