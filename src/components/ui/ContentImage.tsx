import { preload } from 'react-dom'
import { getImage } from '~/content/images.ts'
import { responsiveSources } from '~/content/responsive-images.ts'
import type { Image } from '~/content/schemas.ts'

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

/** A picture from content/images.json, by its key. */
export function ContentImage({ imageKey, ...props }: Omit<ResponsiveImageProps, 'image'> & { imageKey: string }) {
  return <ResponsiveImage image={getImage(imageKey)} {...props} />
}
