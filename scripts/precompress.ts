import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Brotli's quality for the .br files: 11 (the smallest files, seconds of CPU per large bundle)
 * unless BUILD_BROTLI_QUALITY says otherwise. A build only for tests (scripts/test-all.sh) sets
 * a low one: the tests read the same bytes whatever the quality, and the build takes far less
 * time. A production build leaves it unset.
 */
export function brotliQuality(value = process.env.BUILD_BROTLI_QUALITY): number {
  if (value === undefined || value === '') return zlib.constants.BROTLI_MAX_QUALITY;
  const quality = Number(value);
  if (!Number.isInteger(quality) || quality < zlib.constants.BROTLI_MIN_QUALITY || quality > zlib.constants.BROTLI_MAX_QUALITY) {
    throw new Error(`BUILD_BROTLI_QUALITY must be an integer from 0 to 11, not "${value}"`);
  }
  return quality;
}

/** .br and .gz beside each text file, so the server sends compressed bytes without work. */
export async function precompress(dir: string, quality = brotliQuality()): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!/\.(js|css|svg|xml|txt|json|webmanifest)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    if ((await stat(file)).size < 512) continue;
    const data = await readFile(file);
    await writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
    await writeFile(
      `${file}.br`,
      await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    );
  }
}
