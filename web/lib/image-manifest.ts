/**
 * What scripts/images.ts produces for each image id and the `<Picture>` component reads
 * (through the `virtual:site-images` module): a drawn illustration, or the provider's photo
 * in sized AVIF and WebP variants.
 */
export interface ImageVariant {
  src: string;
  /** Pixel width of this file, for srcset. */
  width: number;
}

export type SiteImage =
  | {
      kind: 'illustration';
      src: string;
      width: number;
      height: number;
      /** The first paint's illustration only: the same SVG as a data: URL, shown instead of `src`. */
      inline?: string;
    }
  | { kind: 'photo'; width: number; height: number; avif: ImageVariant[]; webp: ImageVariant[] };

export type ImageManifest = Record<string, SiteImage>;
