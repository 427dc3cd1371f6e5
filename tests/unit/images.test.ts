import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildImages, DEFAULT_FOLDERS, imageJobs, svgDataUrl } from '../../scripts/images';
import { FLEET_IMAGES, HERO_SLIDES } from '../../shared/content';

const illustration = (id: string) => path.resolve(import.meta.dirname, '../../web/illustrations', `${id}.svg`);

describe('images of the content model', () => {
  it('the pipeline makes every picture the pages show: 3 hero slides and 10 fleet pictures', () => {
    const ids = imageJobs().map((job) => job.id);
    expect(HERO_SLIDES).toHaveLength(3);
    expect(FLEET_IMAGES).toHaveLength(10);
    expect(ids).toEqual([...HERO_SLIDES.map((s) => s.image), ...FLEET_IMAGES.map((f) => f.image)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('each has a drawing to show until a photo replaces it, with a size the page can reserve', () => {
    for (const id of [...imageJobs().map((job) => job.id), 'og-image']) {
      expect(existsSync(illustration(id)), id).toBe(true);
      expect(readFileSync(illustration(id), 'utf8'), id).toMatch(/viewBox="0 0 \d+ \d+"/);
    }
  });
});

describe('the first paint\'s illustration in the page', () => {
  it('a data: URL that a browser reads back as the same drawing', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><title>ದೀಪ 100%</title>\n  <rect fill="#e07a5f" width="4" height="2"/></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[#<>"\n]|%(?![0-9A-F]{2})/);
    // What a browser does with it: fetch decodes the data: URL.
    expect(await (await fetch(url)).text()).toBe(svg.replace(/\s+/g, ' '));
    const pixel = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).raw().toBuffer();
    expect([...pixel.subarray(0, 3)]).toEqual([0xe0, 0x7a, 0x5f]);
  });

  it('only the first hero slide, drawn, is carried in the page', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'site-images-'));
    const folders = { ...DEFAULT_FOLDERS, photos: path.join(scratch, 'photos'), out: path.join(scratch, 'out'), ogImage: path.join(scratch, 'og-image.png'), ogStamp: path.join(scratch, 'og-image.hash') };
    const manifest = await buildImages({ folders }).finally(() => rm(scratch, { recursive: true, force: true }));
    const first = manifest[HERO_SLIDES[0].image];
    expect(first.kind).toBe('illustration');
    if (first.kind !== 'illustration') return;
    expect(await (await fetch(first.inline!)).text()).toBe(readFileSync(illustration(HERO_SLIDES[0].image), 'utf8').replace(/\s+/g, ' ').trim());
    for (const other of [...HERO_SLIDES.slice(1).map((s) => s.image), ...FLEET_IMAGES.map((f) => f.image)]) expect(manifest[other], other).not.toHaveProperty('inline');
  });
});

describe('buildImages', () => {
  it("turns a provider's photo into AVIF and WebP widths, never wider than the photo, and drops the old files", async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'site-images-'));
    const folders = {
      ...DEFAULT_FOLDERS,
      photos: path.join(scratch, 'photos'),
      out: path.join(scratch, 'out'),
      ogImage: path.join(scratch, 'og-image.png'),
      ogStamp: path.join(scratch, 'og-image.hash'),
    };
    try {
      await mkdir(folders.photos);
      await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#446688' } }).jpeg().toFile(path.join(folders.photos, 'hero-1.jpg'));
      await sharp({ create: { width: 700, height: 525, channels: 3, background: '#884466' } }).png().toFile(path.join(folders.photos, `${FLEET_IMAGES[0].image}.png`));

      const manifest = await buildImages({ folders });
      const hero = manifest['hero-1'];
      expect(hero).toMatchObject({ kind: 'photo', width: 1920, height: 1080 });
      if (hero.kind !== 'photo') throw new Error('expected a photo');
      expect(hero.avif.map((v) => v.width)).toEqual([640, 960, 1280, 1920]);
      expect(hero.webp.map((v) => v.width)).toEqual([640, 960, 1280, 1920]);
      expect(hero.avif[0].src).toMatch(/^\/assets\/img\/hero-1-[0-9a-f]{10}-640\.avif$/);
      const small = manifest[FLEET_IMAGES[0].image];
      expect(small).toMatchObject({ kind: 'photo', width: 700, height: 525 });
      if (small.kind === 'photo') expect(small.webp.map((v) => v.width)).toEqual([400, 700]);
      expect(manifest['hero-2']).toMatchObject({ kind: 'illustration', width: 1600, height: 900 });
      const files = await readdir(folders.out);
      for (const variant of [...hero.avif, ...hero.webp]) expect(files).toContain(path.basename(variant.src));
      expect((await sharp(path.join(folders.out, path.basename(hero.avif[1].src))).metadata()).format).toBe('heif');
      expect(await sharp(folders.ogImage).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });

      // The photo removed: the drawing is back and the photo's files are gone.
      await rm(path.join(folders.photos, 'hero-1.jpg'));
      const again = await buildImages({ folders });
      expect(again['hero-1']).toMatchObject({ kind: 'illustration' });
      expect((await readdir(folders.out)).filter((f) => f.startsWith('hero-1-') && !f.endsWith('.svg'))).toEqual([]);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
