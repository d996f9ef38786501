import { getImage } from '~/content/images.ts'

interface ContentImageProps {
  imageKey: string
  className?: string
  /** The first large image of a page is not lazy-loaded. */
  priority?: boolean
}

/** An image from content/images.json, with its intrinsic size so the layout never shifts. */
export function ContentImage({ imageKey, className, priority = false }: ContentImageProps) {
  const image = getImage(imageKey)
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
