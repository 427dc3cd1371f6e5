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

/** While a message is encoded: the shared values met, in order. */
let found: object[] | null = null;
/** While a shared value's own text is made: every value is written in full. */
let writingText = false;

/**
 * A shared value's toJSON: inside `encode`, a placeholder is written in its place and the value
 * set aside; anywhere else (a log line, its own text) the value is written as it is.
 * A toJSON, not a replacer function: JSON.stringify with a replacer calls it for every value of
 * every message, and cost more than it saved on small events (npm run bench -- --profile=live).
 */
function sharedToJSON(this: object): unknown {
  if (found === null || writingText) return this;
  found.push(this);
  return `\u0000${NONCE}:${found.length - 1}`;
}

/** A shared value's JSON, made the first time it is asked for. */
function textOf(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    writingText = true;
    try {
      text = JSON.stringify(value);
    } finally {
      writingText = false;
    }
    texts.set(value, text);
  }
  return text;
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
  const met: object[] = [];
  found = met;
  let json: string;
  try {
    json = JSON.stringify(message);
  } finally {
    found = null;
  }
  if (met.length === 0) return json;
  return json.replace(PLACEHOLDER, (_match, index: string) => textOf(met[Number(index)]));
}

/**
 * Whole data messages carrying a shared value, by the value, then the subscription's id, protocol
 * and event id. Subscribers whose messages differ only in the value share one string, as the
 * floor sends one string to all: the per-subscriber copy of the event's text was the largest
 * allocation per message. At most FRAMES_PER_VALUE kept per value (clients number their
 * subscriptions from 1, so a few serve most); weak, like the texts.
 */
const dataMessages = new WeakMap<object, Map<string, string>>();
const FRAMES_PER_VALUE = 32;

/**
 * A subscription's data message, as tRPC's WebSocket loop builds it for a value its stream
 * yields (a tracked one, with `eventId`, carries its event id twice) and `encode` writes it; for
 * a shared value, made once per subscription id and event and reused without building or
 * stringifying the message again (a direct stream's per-message path, direct-frames.ts).
 */
export function encodeDataMessage(id: number | string, jsonrpc: '2.0' | undefined, eventId: string | undefined, data: unknown): string {
  const make = () =>
    encode({ id, jsonrpc, result: eventId === undefined ? { type: 'data', data } : { type: 'data', data: { id: eventId, data }, id: eventId } });
  if (typeof data !== 'object' || data === null || !texts.has(data)) return make();
  const key = `${typeof id}:${id}\u0000${jsonrpc ?? ''}\u0000${eventId ?? '\u0000'}`;
  let byKey = dataMessages.get(data);
  const made = byKey?.get(key);
  if (made !== undefined) return made;
  const text = make();
  if (!byKey) dataMessages.set(data, (byKey = new Map<string, string>()));
  if (byKey.size < FRAMES_PER_VALUE) byKey.set(key, text);
  return text;
}

/** tRPC's WebSocket encoder (JSON in text frames, as its default) that sends a shared value's text once made. */
export const sharedJsonEncoder = {
  encode,
  decode(data: string | ArrayBuffer | Uint8Array): unknown {
    if (typeof data !== 'string') throw new Error('expected a text frame');
    return JSON.parse(data);
  },
};
