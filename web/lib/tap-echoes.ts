/**
 * Which of the crew stream's events are the echo of this phone's own taps (issue 41.3). A tap's
 * answer is the booking as that tap left it, so its event brings nothing new: the phone need not
 * read its assignment again. Any other event on the booking is news, even at the same version
 * (a hospital's answer to the pre-alert changes what the phone shows, not the booking's version).
 *
 * Stream order is commit order, but the answer and the event race: the event may come first,
 * while the tap is still on its way. It is then held until the answer says whether it was the echo.
 */
export class TapEchoes {
  /** By booking: the version a tap's answer showed, whose event is still to come. */
  private readonly expected = new Map<string, number>();
  /** By booking: the version of an event that came while a tap on it was on its way. */
  private readonly held = new Map<string, number>();

  /** A booking event: `echo` (nothing new), `held` (decided by the tap's answer) or `news` (read again). */
  event(bookingId: string, version: number, tapOnItsWay: boolean): 'echo' | 'held' | 'news' {
    if (this.expected.get(bookingId) === version) {
      this.expected.delete(bookingId);
      return 'echo';
    }
    if (tapOnItsWay && !this.held.has(bookingId)) {
      this.held.set(bookingId, version);
      return 'held';
    }
    return 'news';
  }

  /** A tap's answer: true when an event held meanwhile was news after all (read again). */
  answered(bookingId: string, version: number): boolean {
    const held = this.held.get(bookingId);
    this.held.delete(bookingId);
    if (held === version) return false;
    this.expected.set(bookingId, version);
    return held !== undefined;
  }

  /** A tap refused, or the stream cut (the screen reads everything again): nothing is expected. */
  forget(): void {
    this.expected.clear();
    this.held.clear();
  }
}
