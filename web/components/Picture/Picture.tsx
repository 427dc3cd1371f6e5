import images from 'virtual:site-images';

interface PictureProps {
  /** Image id (see scripts/images.ts): hero-1, fleet-icu-interior, ... */
  id: string;
  alt: string;
  /** How wide the image is shown, for choosing among photo sizes (the `sizes` attribute). */
  sizes: string;
  /** The one image that paints first (the first hero slide): loaded at once, high priority; drawn, it is in the page (a data: URL). */
  priority?: boolean;
  className?: string;
}

/**
 * The provider's photo as AVIF/WebP in several widths, or the drawn illustration; always
 * with width and height so the page does not shift while it loads, and lazy unless `priority`.
 */
export function Picture({ id, alt, sizes, priority = false, className }: PictureProps) {
  const image = images[id];
  if (!image) throw new Error(`No image "${id}": add it to scripts/images.ts jobs`);
  const common = {
    alt,
    width: image.width,
    height: image.height,
    className,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  if (image.kind === 'illustration') return <img src={(priority && image.inline) || image.src} {...common} />;
  const srcSet = (variants: { src: string; width: number }[]) => variants.map((v) => `${v.src} ${v.width}w`).join(', ');
  const fallback = image.webp.find((v) => v.width >= 960) ?? image.webp[image.webp.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img src={fallback.src} {...common} />
    </picture>
  );
}
