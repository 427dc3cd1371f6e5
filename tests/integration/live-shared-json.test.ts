import { describe, expect, it, vi } from 'vitest';
import { collectChanges, seededServerForFile, signedIn, type ApiClient } from '../helpers/server';

/**
 * A live event's JSON is made once per view and spliced into the message tRPC builds
 * (server/live/shared-json.ts). If tRPC's wire format changed under it, a frame would differ from
 * what tRPC's own JSON encoder writes for the same message, or the typed client would read
 * something else: both are checked here, on the frames as they came over the socket.
 */
const demo = seededServerForFile('operator');

async function recording(email: string) {
  const frames: string[] = [];
  const client = await signedIn(demo.server.url, email, undefined, { onFrame: (text) => frames.push(text) });
  return { client, frames };
}

const subscribe = (client: ApiClient) =>
  collectChanges(demo.server.app.orm, (h) => client.trpc.dashboard.onChange.subscribe(undefined, h), 1);

describe('live events are serialized once per view (issue 41.1)', () => {
  it("two viewers get the same frame text; an operator gets the phone; each frame is what tRPC's own encoder writes, and the typed client reads the event", async () => {
    const viewers = [await recording('viewer@demo.example.com'), await recording('viewer@demo.example.com')];
    const operator = await recording('operator@demo.example.com');
    const readers = [...viewers, operator];
    const streams = await Promise.all(readers.map(({ client }) => subscribe(client)));
    await Promise.all(streams.map((s) => s.started));
    // The server runs in this process: count the times the event itself is turned into JSON.
    const stringify = vi.spyOn(JSON, 'stringify');

    const booking = await demo.operator.trpc.bookings.create.mutate({
      customerName: 'Shared Frame Person',
      customerPhone: '+91 98450 77889',
      customerEmail: '',
      pickupLocation: 'Varthur',
      dropoffLocation: 'Manipal Hospital',
      serviceType: 'emergency',
      status: 'pending',
      bookingDate: '2026-11-28T03:00:00+05:30',
      notes: '',
    });
    const events = await Promise.all(streams.map((s) => s.done));
    const serializedEvents = stringify.mock.calls.filter(([value]) => (value as { kind?: string; entityId?: string } | null)?.entityId === booking.id);
    stringify.mockRestore();
    // Once for the viewers' view (masked), once for the operator's: not once per subscriber.
    expect(serializedEvents).toHaveLength(2);

    // The typed client reads each as the event it is, masked for viewers only.
    const [first, second, forOperator] = events.map(([event]) => event);
    for (const event of [first, second, forOperator]) expect(event.data).toMatchObject({ kind: 'change', topic: 'booking', action: 'created', entityId: booking.id });
    const rowOf = (event: typeof first) => (event.data as { row?: unknown }).row;
    expect(rowOf(first)).toMatchObject({ customerPhone: '+•• ••••• •7889', customerPhoneMasked: true });
    expect(second.data).toEqual(first.data);
    expect(rowOf(forOperator)).toMatchObject({ customerPhone: '+91 98450 77889', customerPhoneMasked: false });

    // On the wire: the frame that carried it, byte for byte what JSON.stringify writes for the
    // message it parses to (tRPC's default encoder), and the same text for both viewers.
    const frameOf = ({ frames }: { frames: string[] }) => {
      const found = frames.filter((f) => f.includes(booking.id));
      expect(found).toHaveLength(1);
      return found[0];
    };
    const [viewerFrame, otherViewerFrame, operatorFrame] = readers.map(frameOf);
    for (const frame of [viewerFrame, otherViewerFrame, operatorFrame]) expect(JSON.stringify(JSON.parse(frame))).toBe(frame);
    // The subscriptions' own ids differ per connection only where tRPC puts them: with the ids
    // made equal, the two viewers' frames are the same text.
    const sameIds = (frame: string) => frame.replace(/^\{"id":\d+,/, '{"id":0,');
    expect(sameIds(otherViewerFrame)).toBe(sameIds(viewerFrame));
    expect(viewerFrame).not.toContain('98450 77889');
    expect(operatorFrame).toContain('+91 98450 77889');

    for (const { client } of readers) client.closeSocket();
  });
});
