import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** .br and .gz beside each text file, so the server sends compressed bytes without work. */
export async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!/\.(js|css|svg|xml|txt|json|webmanifest)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    if ((await stat(file)).size < 512) continue;
    const data = await readFile(file);
    await writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
    await writeFile(
      `${file}.br`,
      await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    );
  }
}
