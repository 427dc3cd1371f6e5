import { describe, expect, it, vi } from 'vitest';
import { writtenTogether } from '../../shared/one-at-a-time';

/** A write the test finishes when it wants: what each write was given, in order. */
function heldWrites() {
  const writes: { items: number[]; finish: (err?: Error) => void }[] = [];
  const write = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      writes.push({ items, finish: (err) => (err ? reject(err) : resolve()) });
    });
  return { writes, write };
}

describe('writtenTogether', () => {
  it('writes an item alone when nothing is being written, and what came meanwhile in one next write', async () => {
    const { writes, write } = heldWrites();
    const give = writtenTogether(write);
    const first = give(1);
    const rest = [give(2), give(3), give(4)];
    expect(writes.map((w) => w.items)).toEqual([[1]]);
    writes[0].finish();
    await first;
    await vi.waitFor(() => expect(writes.map((w) => w.items)).toEqual([[1], [2, 3, 4]]));
    writes[1].finish();
    await Promise.all(rest);
  });

  it("an item's promise fails with the write that carried it, and later items still go", async () => {
    const { writes, write } = heldWrites();
    const give = writtenTogether(write);
    const first = give(1);
    const second = give(2);
    writes[0].finish(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await vi.waitFor(() => expect(writes[1]?.items).toEqual([2]));
    writes[1].finish();
    await expect(second).resolves.toBeUndefined();
  });
});
