import { describe, expect, it } from 'vitest';
import { seededServerForFile } from '../helpers/server';

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
