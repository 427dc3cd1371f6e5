import { describe, expect, it } from 'vitest';
import { collectChanges, seededServerForFile } from '../helpers/server';

const demo = seededServerForFile('operator', 'viewer', 'admin');

describe('viewers see customer phones masked in lists, in full on the booking', () => {
  it('bookings.list and dashboard.queue mask all but the last 4 digits for a viewer; byId shows the number', async () => {
    const booking = await demo.operator.trpc.bookings.create.mutate({
      customerName: 'Masking Test Person',
      customerPhone: '+91 98450 11223',
      customerEmail: '',
      pickupLocation: 'Varthur',
      dropoffLocation: 'Manipal Hospital',
      serviceType: 'emergency',
      status: 'pending',
      bookingDate: '2026-11-21T09:30:00+05:30',
      notes: '',
    });

    const viewerList = await demo.viewer.trpc.bookings.list.query({ search: 'Masking Test' });
    expect(viewerList.items).toHaveLength(1);
    expect(viewerList.items[0]).toMatchObject({ customerPhone: '+•• ••••• •1223', customerPhoneMasked: true });
    const everyPhone = (await demo.viewer.trpc.bookings.list.query({})).items.map((b) => b.customerPhone);
    expect(everyPhone.filter((p) => (p.match(/\d/g) ?? []).length > 4)).toEqual([]);

    const queued = (await demo.viewer.trpc.dashboard.queue.query()).items.find((b) => b.id === booking.id);
    expect(queued).toMatchObject({ customerPhone: '+•• ••••• •1223', customerPhoneMasked: true });

    // Opening the booking shows the whole number.
    expect(await demo.viewer.trpc.bookings.byId.query({ id: booking.id })).toMatchObject({ customerPhone: '+91 98450 11223', customerPhoneMasked: false });

    // Operators and admins see it everywhere.
    for (const client of [demo.operator, demo.admin]) {
      const item = (await client.trpc.bookings.list.query({ search: 'Masking Test' })).items[0];
      expect(item).toMatchObject({ customerPhone: '+91 98450 11223', customerPhoneMasked: false });
    }
  });
});

describe('live events carry the booking as each reader’s lists show it (issue 23.1)', () => {
  it("a viewer's stream never carries an unmasked phone; an operator's carries the number; a deletion carries none", async () => {
    const viewerEvents = await collectChanges(demo.server.app.orm, (h) => demo.viewer.trpc.dashboard.onChange.subscribe(undefined, h), 3);
    const operatorEvents = await collectChanges(demo.server.app.orm, (h) => demo.operator.trpc.dashboard.onChange.subscribe(undefined, h), 3);
    await Promise.all([viewerEvents.started, operatorEvents.started]);

    const booking = await demo.operator.trpc.bookings.create.mutate({
      customerName: 'Live Masking Person',
      customerPhone: '+91 98450 44556',
      customerEmail: '',
      pickupLocation: 'Whitefield',
      dropoffLocation: 'Manipal Hospital',
      serviceType: 'emergency',
      status: 'pending',
      bookingDate: '2026-11-21T09:30:00+05:30',
      notes: '',
    });
    const updated = await demo.operator.trpc.bookings.update.mutate({ id: booking.id, version: booking.version, data: { notes: 'Second floor' } });
    await demo.admin.trpc.bookings.delete.mutate({ id: booking.id, version: updated.version });

    const seenByViewer = (await viewerEvents.done).filter((e) => e.data.entityId === booking.id);
    const seenByOperator = (await operatorEvents.done).filter((e) => e.data.entityId === booking.id);
    expect(seenByViewer.map((e) => e.data.action)).toEqual(['created', 'updated', 'deleted']);
    for (const { data } of seenByViewer) {
      const row = (data as { row?: { customerPhone: string; customerPhoneMasked: boolean } | null }).row;
      if (data.action === 'deleted') expect(row).toBeNull();
      else expect(row).toMatchObject({ customerPhone: '+•• ••••• •4556', customerPhoneMasked: true });
    }
    // The whole stream, not only this booking's events: no phone with more than 4 digits.
    expect(JSON.stringify((await viewerEvents.done).map((e) => e.data))).not.toMatch(/98450 ?44556/);
    const rows = seenByOperator.map((e) => (e.data as { row?: { customerPhone: string; notes: string | null } | null }).row);
    expect(rows[0]).toMatchObject({ customerPhone: '+91 98450 44556' });
    // The row is the booking as it stands when the event is read: the update is in it.
    expect(rows[1]).toMatchObject({ notes: 'Second floor' });
    expect(rows[2]).toBeNull();
  });
});
