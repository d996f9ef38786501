import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import type { Image } from '~/content/kinds/images.ts'
import { responsiveSources } from '~/lib/responsive-images.ts'
import { cn } from './cn.ts'

interface ResponsiveImageProps {
  image: Image
  /** How wide the picture is drawn, as the `sizes` attribute: lets the browser choose the smallest sharp file. */
  sizes: string
  className?: string
  /**
   * The page's largest picture above the fold: loaded at once, with high
   * priority, and announced in the head so the download starts before layout.
   */
  priority?: boolean
}

/**
 * A picture with its intrinsic size, so the layout never shifts. Photos are
 * offered as AVIF, then WebP, then their own format, each at several widths;
 * drawings (SVG) are sent as they are.
 */
export function ResponsiveImage({ image, sizes, className, priority = false }: ResponsiveImageProps) {
  const responsive = responsiveSources(image)
  const first = responsive?.sources[0]
  if (priority) {
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(first ? { imageSrcSet: first.srcSet, imageSizes: sizes, type: first.type } : {}),
    })
  }
  const img = (
    <img
      src={image.src}
      srcSet={responsive?.fallbackSrcSet}
      sizes={responsive ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
  if (!responsive) return img
  return (
    <picture>
      {responsive.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}

interface ImageCardProps {
  id?: string
  /** The picture, from its file's pictures (`content:<key>/pictures`). */
  image: Image
  /** How wide the picture is drawn in the grid the card sits in (the `sizes` attribute). */
  imageSizes: string
  /** Added to the card's classes and the picture's, e.g. to set the picture beside the text. */
  className?: string
  imageClassName?: string
  children: ReactNode
}

/**
 * A bordered card: a picture across its top, then its text (the shape of service and
 * resource cards). Kept beside ResponsiveImage so the pages with such cards get it in
 * the chunk they load for their pictures anyway, not in one more.
 */
export function ImageCard({ id, image, imageSizes, className, imageClassName, children }: ImageCardProps) {
  return (
    <article
      id={id}
      className={cn('flex flex-col overflow-hidden rounded-lg border border-cedar-100 bg-white shadow-sm', className)}
    >
      <ResponsiveImage
        image={image}
        sizes={imageSizes}
        className={cn('aspect-[8/5] w-full object-cover', imageClassName)}
      />
      <div className="flex flex-1 flex-col p-6">{children}</div>
    </article>
  )
}
