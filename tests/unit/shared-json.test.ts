import { describe, expect, it } from 'vitest';
import { shareJson, sharedJsonEncoder } from '../../server/live/shared-json';

describe('the WebSocket encoder for shared values (issue 41.1)', () => {
  it('writes what JSON.stringify writes, making a shared value’s text once for every message it is in', () => {
    let reads = 0;
    const event = shareJson({
      kind: 'change',
      get topic() {
        reads++;
        return 'booking';
      },
      row: { name: 'Asha "A" \\ Rao', at: new Date('2026-11-28T03:00:00Z'), phone: null },
    });
    const messages = [1, 2, 3].map((id) => ({ id, jsonrpc: '2.0', result: { type: 'data', id: '42', data: { id: '42', data: event } } }));
    const frames = messages.map((m) => sharedJsonEncoder.encode(m));
    expect(reads).toBe(1);
    expect(frames.map((f) => JSON.parse(f) as unknown)).toEqual(messages.map((m) => JSON.parse(JSON.stringify(m)) as unknown));
    expect(frames[0]).toBe(JSON.stringify(messages[0]));
  });

  it('a message made again for the same value and frame (the same subscription id) is the same text; other frames get their own', () => {
    const event = shareJson({ kind: 'change', id: 7, row: { name: 'Ravi' } });
    // More subscription ids than the frames kept for one value, each sent twice.
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    const messages = [...ids, ...ids].map((id) => ({ id, result: { type: 'data', id: '7', data: { id: '7', data: event } } }));
    expect(messages.map((m) => sharedJsonEncoder.encode(m))).toEqual(messages.map((m) => JSON.stringify(m)));
  });

  it('leaves values not marked shared alone, and several shared values in one message each in their place', () => {
    const a = shareJson({ n: 1 });
    const b = shareJson([{ n: 2 }]);
    const message = { list: [a, { plain: true }, b, a], text: '\u0000not-a-placeholder:0', nothing: undefined };
    expect(sharedJsonEncoder.encode(message)).toBe(JSON.stringify(message));
    expect(sharedJsonEncoder.encode({ plain: { x: 1 } })).toBe('{"plain":{"x":1}}');
  });

  it('outside a message being sent (a log line, a test), a shared value is written as it is, and keeps its fields', () => {
    const value = shareJson({ kind: 'change', row: shareJson({ id: 'b1' }) });
    expect(JSON.stringify(value)).toBe('{"kind":"change","row":{"id":"b1"}}');
    expect(Object.keys(value)).toEqual(['kind', 'row']);
    // A value with a toJSON of its own is left to it.
    const date = new Date('2026-11-28T00:00:00Z');
    expect(Object.getOwnPropertyDescriptor(shareJson(date), 'toJSON')).toBeUndefined();
    expect(sharedJsonEncoder.encode({ at: date })).toBe('{"at":"2026-11-28T00:00:00.000Z"}');
  });

  it('decodes text frames as JSON and refuses binary ones', () => {
    expect(sharedJsonEncoder.decode('{"id":1}')).toEqual({ id: 1 });
    expect(() => sharedJsonEncoder.decode(new Uint8Array([1]))).toThrow(/text frame/);
  });
});
