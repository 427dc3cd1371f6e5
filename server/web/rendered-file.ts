import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FORM_KEY_PLACEHOLDER } from '../../shared/public-forms';

/** A file the server renders at start-up and keeps in memory with its compressed bytes. */
export interface RenderedFile {
  type: string;
  body: Buffer;
  gzip: Buffer;
  /** Null until made, shortly after start-up. */
  brotli: Buffer | null;
  etag: string;
  /**
   * The page holds a form: each time it is served, FORM_KEY_PLACEHOLDER becomes a new
   * idempotency key (one per page view), so it is compressed for each visit, never cached.
   */
  perView: boolean;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export async function compressed(type: string, text: string): Promise<RenderedFile> {
  const body = Buffer.from(text);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const perView = text.includes(FORM_KEY_PLACEHOLDER);
  return { type, body, gzip: perView ? Buffer.alloc(0) : await gzip(body, { level: 9 }), brotli: null, etag, perView };
}

/**
 * Brotli at its best quality takes seconds for every page together: done one file at a time
 * after start-up (in zlib's thread pool), gzip is sent until then.
 */
export async function addBrotli(files: RenderedFile[]): Promise<void> {
  for (const file of files) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length };
    file.brotli = await brotli(file.body, { params });
  }
}
