import { describe, expect, it } from 'vitest';
import { TapEchoes } from '../../web/lib/tap-echoes';

describe("the crew stream's events that echo the phone's own taps (issue 41.3)", () => {
  it('the event after the answer, at its version, is the echo; the next one at the same version is news (a hospital answer)', () => {
    const echoes = new TapEchoes();
    expect(echoes.answered('b', 3)).toBe(false);
    expect(echoes.event('b', 3, false)).toBe('echo');
    expect(echoes.event('b', 3, false)).toBe('news');
  });

  it('an event before the answer is held, and the answer decides: its own version is the echo, another is news', () => {
    const echoes = new TapEchoes();
    expect(echoes.event('b', 3, true)).toBe('held');
    expect(echoes.answered('b', 3)).toBe(false);
    expect(echoes.event('b', 3, false)).toBe('news');

    // Someone else's change while the tap was on its way: read again, and the tap's own event is still the echo.
    expect(echoes.event('b', 4, true)).toBe('held');
    expect(echoes.answered('b', 5)).toBe(true);
    expect(echoes.event('b', 5, false)).toBe('echo');
  });

  it('another booking, a second event while one is held, and anything after forget() are news', () => {
    const echoes = new TapEchoes();
    echoes.answered('b', 3);
    expect(echoes.event('other', 3, false)).toBe('news');
    expect(echoes.event('c', 1, true)).toBe('held');
    expect(echoes.event('c', 1, true)).toBe('news');
    echoes.forget();
    expect(echoes.event('b', 3, false)).toBe('news');
  });
});
