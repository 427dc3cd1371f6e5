import { randomBytes } from 'node:crypto';

/**
 * A live event goes to every open screen, and screens with the same view of it (a role's
 * masking) receive the same value. Such a value is marked shared: the WebSocket encoder turns it
 * into JSON the first time it sends it and reuses that text for every other subscriber, inside
 * whatever message tRPC builds around it (issue 41.1).
 *
 * Through tRPC's public seam, its WebSocket adapter's `experimental_encoder`: the encoder sees the
 * whole message tRPC built and knows nothing of its shape. Each shared value inside it is written
 * as a placeholder string (a per-process nonce no input can guess), then the placeholder, quotes
 * included, is replaced by the value's text. A client reads the same JSON as without this.
 * tests/integration/live-shared-json.test.ts fails if tRPC's wire format changes under it.
 */

/** Shared values and, once sent, their JSON. Weak: an event's text lives as long as the event. */
const texts = new WeakMap<object, string | undefined>();

const NONCE = randomBytes(12).toString('hex');
/** A placeholder is `"\u0000<nonce>:<n>"` in the output (JSON writes U+0000 as \u0000). */
const PLACEHOLDER = new RegExp(`"\\\\u0000${NONCE}:(\\d+)"`, 'g');

/** While a message is encoded: the texts of the shared values met, in order. */
let found: string[] | null = null;
/** While a shared value's own text is made: every value is written in full. */
let writingText = false;

/**
 * A shared value's toJSON: inside `encode`, its text (made once) is set aside and a placeholder
 * written in its place; anywhere else (a log line, its own text) the value is written as it is.
 * A toJSON, not a replacer function: JSON.stringify with a replacer calls it for every value of
 * every message, and cost more than it saved on small events (npm run bench -- --profile=live).
 */
function sharedToJSON(this: object): unknown {
  if (found === null || writingText) return this;
  let text = texts.get(this);
  if (text === undefined) {
    writingText = true;
    try {
      text = JSON.stringify(this);
    } finally {
      writingText = false;
    }
    texts.set(this, text);
  }
  found.push(text);
  return `\u0000${NONCE}:${found.length - 1}`;
}

/**
 * Marks a value that will not change any more as the same for every subscriber it is given to.
 * It is returned as it is (same type, same enumerable fields; the toJSON added is not
 * enumerable), so callers that do not go through the WebSocket (a server-side caller, a test)
 * see nothing different. A value with a toJSON of its own is left unshared.
 */
export function shareJson<T extends object>(value: T): T {
  if (texts.has(value) || 'toJSON' in value) return value;
  texts.set(value, undefined);
  Object.defineProperty(value, 'toJSON', { value: sharedToJSON, enumerable: false, configurable: true });
  return value;
}

function encode(message: unknown): string {
  const texts: string[] = [];
  found = texts;
  let json: string;
  try {
    json = JSON.stringify(message);
  } finally {
    found = null;
  }
  return texts.length === 0 ? json : json.replace(PLACEHOLDER, (_match, index: string) => texts[Number(index)]);
}

/** tRPC's WebSocket encoder (JSON in text frames, as its default) that sends a shared value's text once made. */
export const sharedJsonEncoder = {
  encode,
  decode(data: string | ArrayBuffer | Uint8Array): unknown {
    if (typeof data !== 'string') throw new Error('expected a text frame');
    return JSON.parse(data);
  },
};
