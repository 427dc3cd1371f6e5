/**
 * The image pipeline (run by `npm run build` before the Vite builds, and by the Vite plugin
 * `siteImages` in scripts/vite-plugins.ts when a build or `npm run dev` asks for it). For every
 * image the site shows (hero slides, fleet gallery, share image):
 * - a photo in photos/ named after the image id (hero-1.jpg, fleet-icu-interior.png, ...) is
 *   resized to a few widths and written as AVIF and WebP;
 * - otherwise the drawn illustration web/illustrations/<id>.svg is used as it is.
 * Files go to web/public/assets/img/ with a content hash in the name (served with a one-year
 * cache), and the list of what was made is returned for the `virtual:site-images` module.
 * The share image is always a 1200 x 630 PNG at /og-image.png (social sites do not read SVG).
 * Work already done is skipped: a file whose name (hash of source and settings) exists stays.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
// With extensions: the Vite configs load this file too (Vite's native config loader wants them).
import { FLEET_IMAGES } from '../shared/content/fleet.ts';
import { HERO_SLIDES } from '../shared/content/home.ts';
import type { ImageManifest, ImageVariant, SiteImage } from '../web/lib/image-manifest';

const root = path.resolve(import.meta.dirname, '..');

/** Where the pipeline reads and writes (tests point it at a scratch folder). */
export interface ImageFolders {
  photos: string;
  illustrations: string;
  /** Published as /assets/img/. */
  out: string;
  ogImage: string;
  /** Which source the current og-image.png was made from (kept out of the published folder). */
  ogStamp: string;
}

export const DEFAULT_FOLDERS: ImageFolders = {
  photos: path.join(root, 'photos'),
  illustrations: path.join(root, 'web/illustrations'),
  out: path.join(root, 'web/public/assets/img'),
  ogImage: path.join(root, 'web/public/og-image.png'),
  ogStamp: path.join(root, 'node_modules/.cache/site-images/og-image.hash'),
};
const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

/** Widths made for each kind of image: hero slides fill the screen, gallery cards a column. */
const WIDTHS = { hero: [640, 960, 1280, 1920], gallery: [400, 800, 1200] } as const;
const QUALITY = { avif: 50, webp: 72 } as const;
/** Bump when the settings above change, so cached files are remade. */
const PIPELINE_VERSION = 1;

interface ImageJob {
  id: string;
  widths: readonly number[];
  /**
   * The image of the home page's first paint (the first hero slide). Drawn, it is also carried
   * in the page itself as a data: URL: it then paints with the page's text instead of after a
   * request of its own on a slow network (the page's largest paint; about 3 kB of the page,
   * compressed). A photo is always a file of its own (a `<picture>` picks its size).
   */
  firstPaint?: boolean;
}

export function imageJobs(): ImageJob[] {
  return [
    ...HERO_SLIDES.map((s, i) => ({ id: s.image, widths: WIDTHS.hero, firstPaint: i === 0 })),
    ...FLEET_IMAGES.map((f) => ({ id: f.image, widths: WIDTHS.gallery })),
  ];
}

const shortHash = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 10);

function findPhoto(dirs: ImageFolders, id: string): string | null {
  for (const ext of PHOTO_EXTENSIONS) {
    const file = path.join(dirs.photos, id + ext);
    if (existsSync(file)) return file;
  }
  return null;
}

async function photoImage(dirs: ImageFolders, job: ImageJob, file: string, written: Set<string>): Promise<SiteImage> {
  const source = await readFile(file);
  const meta = await sharp(source).rotate().metadata();
  // EXIF orientation may swap the sides.
  const swapped = (meta.orientation ?? 1) >= 5;
  const fullWidth = (swapped ? meta.height : meta.width) ?? 0;
  const fullHeight = (swapped ? meta.width : meta.height) ?? 0;
  if (!fullWidth || !fullHeight) throw new Error(`Cannot read the size of ${path.relative(root, file)}`);
  // Never upscale: widths above the photo's own are left out (the photo's width stands in).
  const widths = [...new Set(job.widths.map((w) => Math.min(w, fullWidth)))];
  const hash = shortHash(Buffer.concat([source, Buffer.from(JSON.stringify({ widths, QUALITY, PIPELINE_VERSION }))]));
  const variants: Record<'avif' | 'webp', ImageVariant[]> = { avif: [], webp: [] };
  for (const width of widths) {
    for (const format of ['avif', 'webp'] as const) {
      const name = `${job.id}-${hash}-${width}.${format}`;
      written.add(name);
      const out = path.join(dirs.out, name);
      if (!existsSync(out)) {
        const pipeline = sharp(source).rotate().resize({ width, withoutEnlargement: true });
        await (format === 'avif' ? pipeline.avif({ quality: QUALITY.avif }) : pipeline.webp({ quality: QUALITY.webp })).toFile(out);
      }
      variants[format].push({ src: `/assets/img/${name}`, width });
    }
  }
  const largest = widths[widths.length - 1];
  return { kind: 'photo', width: largest, height: Math.round((fullHeight * largest) / fullWidth), ...variants };
}

/** An SVG as a data: URL: everything but URL-safe characters percent-encoded (`#` and `%` above all). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/\s+/g, ' ').trim().replace(/[^\w !$&'()*+,\-./:;=?@~]/gu, encodeURIComponent)}`;
}

async function illustrationImage(dirs: ImageFolders, job: ImageJob, written: Set<string>): Promise<SiteImage> {
  const { id } = job;
  const file = path.join(dirs.illustrations, `${id}.svg`);
  if (!existsSync(file)) throw new Error(`No photo in photos/ and no illustration web/illustrations/${id}.svg for image "${id}"`);
  const source = await readFile(file);
  const text = source.toString('utf8');
  const [, width, height] = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(text) ?? [];
  if (!width || !height) throw new Error(`${path.relative(root, file)} needs a viewBox="0 0 W H"`);
  const name = `${id}-${shortHash(source)}.svg`;
  written.add(name);
  const out = path.join(dirs.out, name);
  if (!existsSync(out)) await writeFile(out, source);
  const image: SiteImage = { kind: 'illustration', src: `/assets/img/${name}`, width: Number(width), height: Number(height) };
  return job.firstPaint ? { ...image, inline: svgDataUrl(text) } : image;
}

/** The share image: the provider's photos/og-image.* or the drawn one, as a 1200 x 630 PNG. */
async function shareImage(dirs: ImageFolders): Promise<void> {
  const source = findPhoto(dirs, 'og-image') ?? path.join(dirs.illustrations, 'og-image.svg');
  const input = await readFile(source);
  const hash = shortHash(Buffer.concat([input, Buffer.from(String(PIPELINE_VERSION))]));
  if (existsSync(dirs.ogImage) && existsSync(dirs.ogStamp) && (await readFile(dirs.ogStamp, 'utf8')) === hash) return;
  await sharp(input, { density: 144 }).resize(1200, 630, { fit: 'cover' }).png({ compressionLevel: 9, palette: true }).toFile(dirs.ogImage);
  await mkdir(path.dirname(dirs.ogStamp), { recursive: true });
  await writeFile(dirs.ogStamp, hash);
}

/** Makes every image (skipping what is already made) and returns the manifest. */
export async function buildImages(options: { log?: (line: string) => void; folders?: ImageFolders } = {}): Promise<ImageManifest> {
  const dirs = options.folders ?? DEFAULT_FOLDERS;
  await mkdir(dirs.out, { recursive: true });
  const written = new Set<string>();
  const manifest: ImageManifest = {};
  let photos = 0;
  for (const job of imageJobs()) {
    const photo = findPhoto(dirs, job.id);
    if (photo) photos++;
    manifest[job.id] = photo ? await photoImage(dirs, job, photo, written) : await illustrationImage(dirs, job, written);
  }
  await shareImage(dirs);
  // Files of replaced or removed images would otherwise be shipped for ever.
  for (const file of await readdir(dirs.out)) if (!written.has(file)) await rm(path.join(dirs.out, file));
  options.log?.(`images: ${photos} photo(s) from photos/, ${Object.keys(manifest).length - photos} illustration(s)`);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildImages({ log: console.log });
}
