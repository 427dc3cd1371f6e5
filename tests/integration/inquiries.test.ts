import { describe, expect, it } from 'vitest';
import { INQUIRIES_PAGE_SIZE } from '../../shared/schemas/inquiry';
import { errorOf } from '../helpers/errors';
import { insertInquiry, rows } from '../helpers/fixtures';
import { collectChanges, seededServerForFile } from '../helpers/server';

const demo = seededServerForFile('operator', 'viewer');

const inquiryRow = async (id: string) => (await rows(demo.server.app.orm, 'select * from contact_submission where id = ?', [id]))[0];

describe('inquiries', () => {
  it('lists 50 a page, newest first, searchable by name, e-mail, phone and message', async () => {
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < INQUIRIES_PAGE_SIZE + 2; i++) {
      await insertInquiry(demo.server.app.orm, { name: `Paging Person ${String(i).padStart(2, '0')}`, createdAt: new Date(base + i * 1000) });
    }
    const first = await demo.viewer.trpc.inquiries.list.query({ search: 'paging person' });
    expect(first).toMatchObject({ total: 52, pageCount: 2 });
    expect(first.items[0].name).toBe('Paging Person 51');
    const second = await demo.viewer.trpc.inquiries.list.query({ search: 'paging person', page: 2 });
    expect(second.items.map((i) => i.name)).toEqual(['Paging Person 01', 'Paging Person 00']);
    expect((await demo.viewer.trpc.inquiries.list.query({ search: 'insurance providers' })).items.map((i) => i.name)).toEqual(['Gopal Krishna']);
    expect((await demo.viewer.trpc.inquiries.list.query({ search: 'karthik.raman@' })).total).toBe(1);
  });

  it('opening an unread inquiry marks it read, for a viewer too; it never goes back', async () => {
    const id = await insertInquiry(demo.server.app.orm, { name: 'Read Me', phone: null });
    const events = await collectChanges(demo.server.app.orm, (h) => demo.operator.trpc.dashboard.onChange.subscribe(undefined, h), 1);
    await events.started;
    const opened = await demo.viewer.trpc.inquiries.markRead.mutate({ id });
    expect(opened).toMatchObject({ id, name: 'Read Me', phone: null, isRead: true });
    expect(await inquiryRow(id)).toMatchObject({ is_read: true });
    const [event] = await events.done;
    expect(event.data).toMatchObject({ topic: 'inquiry', action: 'updated', entityId: id });
    // Opening it again changes nothing and announces nothing.
    await demo.viewer.trpc.inquiries.markRead.mutate({ id });
    const [{ count }] = (await rows<{ count: string }>(
      demo.server.app.orm,
      `select count(*) from change_event where entity_id = ? and action = 'updated'`,
      [id],
    )) as [{ count: string }];
    expect(Number(count)).toBe(1);
    expect((await demo.viewer.trpc.inquiries.list.query({ search: 'Read Me' })).items).toMatchObject([{ id, isRead: true }]);
  });

  it('an operator deletes an inquiry; a viewer may not, and the row stays', async () => {
    const id = await insertInquiry(demo.server.app.orm, { name: 'Delete Me' });
    expect((await errorOf(demo.viewer.trpc.inquiries.delete.mutate({ id }))).data?.httpStatus).toBe(403);
    expect(await inquiryRow(id)).toMatchObject({ name: 'Delete Me', is_read: false });
    await demo.operator.trpc.inquiries.delete.mutate({ id });
    expect(await inquiryRow(id)).toBeUndefined();
    const gone = await errorOf(demo.viewer.trpc.inquiries.markRead.mutate({ id }));
    expect(gone.data?.httpStatus).toBe(404);
    expect(gone.message).toBe('This inquiry no longer exists. It may have been deleted by someone else.');
  });

  it('a new inquiry from the website reaches staff with origin website', async () => {
    const events = await collectChanges(demo.server.app.orm, (h) => demo.viewer.trpc.dashboard.onChange.subscribe(undefined, h), 1);
    await events.started;
    const id = await insertInquiry(demo.server.app.orm);
    const [event] = await events.done;
    expect(event.data).toMatchObject({ topic: 'inquiry', action: 'created', entityId: id, origin: 'website' });
  });
});
