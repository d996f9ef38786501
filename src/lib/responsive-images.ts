/**
 * Which files a picture from content/images.json is served as. A drawing (SVG)
 * is sent as it is. A photo (JPEG, PNG, WebP or AVIF) dropped into
 * public/images/ is also resized by the build (src/vite-plugins/responsive-images.ts)
 * to the widths below, each in AVIF, WebP and the photo's own format, and the
 * page offers them with `srcset`/`sizes` so a phone downloads the smallest file
 * that is sharp on its screen. The build and the markup both read this plan, so
 * every URL a page names is a file the build wrote.
 */
import type { Image } from '~/content/kinds/images.ts'

/** Widths a photo is resized to (never wider than the original, which is always offered too). */
const variantWidths = [320, 480, 640, 960, 1280, 1600] as const

export const modernFormats = ['avif', 'webp'] as const
export type ModernFormat = (typeof modernFormats)[number]

const RASTER = /\.(png|jpe?g|webp|avif)$/i

const isPhoto = (src: string) => RASTER.test(src)

export interface Variant {
  url: string
  width: number
  height: number
  /** The encoding: a modern format, or the photo's own format (the fallback). */
  format: ModernFormat | 'fallback'
}

export interface ResponsiveSources {
  /** Modern formats first, in the order a browser should consider them. */
  sources: { type: `image/${ModernFormat}`; srcSet: string }[]
  /** The photo's own format, for browsers that take neither. */
  fallbackSrcSet: string
  variants: Variant[]
}

/** The fallback keeps a JPEG or PNG photo's own format; a WebP or AVIF original falls back to JPEG. */
const fallbackExtension = (src: string) => {
  const ext = /\.([a-z]+)$/i.exec(src)?.[1]?.toLowerCase() ?? ''
  return ext === 'png' || ext === 'jpg' || ext === 'jpeg' ? ext : 'jpg'
}

/** `/images/a/b.jpg`, 640, `webp` → `/images/a/b-640w.webp`. */
export function variantUrl(src: string, width: number, format: ModernFormat | 'fallback'): string {
  const ext = format === 'fallback' ? fallbackExtension(src) : format
  return src.replace(/\.[a-z]+$/i, `-${width}w.${ext}`)
}

/** The widths a photo of this size is offered at: the standard widths below its own, then its own. */
export function widthsFor(intrinsicWidth: number): number[] {
  return [...variantWidths.filter((width) => width < intrinsicWidth), intrinsicWidth]
}

/** The files and `srcset` values for a photo; `null` for a drawing, which is sent as it is. */
export function responsiveSources(image: Image): ResponsiveSources | null {
  if (!isPhoto(image.src)) return null
  const widths = widthsFor(image.width)
  const variants: Variant[] = widths.flatMap((width) => {
    const height = Math.round((image.height * width) / image.width)
    return [...modernFormats, 'fallback' as const].map((format) => ({
      url: variantUrl(image.src, width, format),
      width,
      height,
      format,
    }))
  })
  const srcSet = (format: Variant['format']) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ')
  return {
    sources: modernFormats.map((format) => ({ type: `image/${format}` as const, srcSet: srcSet(format) })),
    fallbackSrcSet: srcSet('fallback'),
    variants,
  }
}
