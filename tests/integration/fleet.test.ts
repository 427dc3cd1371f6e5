import { describe, expect, it } from 'vitest';
import type { AmbulanceFormInput } from '../../shared/schemas/ambulance';
import { errorOf } from '../helpers/errors';
import { rows } from '../helpers/fixtures';
import { collectChanges, seededServerForFile } from '../helpers/server';
import { ambulanceVersion } from '../helpers/versions';

const demo = seededServerForFile('admin', 'viewer');

const form = (overrides: Partial<AmbulanceFormInput> = {}): AmbulanceFormInput => ({
  vehicleNumber: 'ka-01-zz-0001',
  ambulanceType: 'icu',
  lastMaintenanceDate: '',
  nextMaintenanceDate: '2027-01-31',
  driverName: '',
  driverPhone: '',
  ...overrides,
});

const fleetRows = () => rows(demo.server.app.orm, 'select * from ambulance order by id');

describe('fleet', () => {
  it('lists the whole fleet ordered by vehicle number', async () => {
    const list = await demo.viewer.trpc.fleet.list.query();
    expect(list).toHaveLength(12);
    const numbers = list.map((a) => a.vehicleNumber);
    expect(numbers).toEqual([...numbers].sort());
    expect(list.find((a) => a.vehicleNumber === 'KA-05-BL-5103')).toMatchObject({ driverName: null, nextMaintenanceDate: null });
    expect(list.find((a) => a.vehicleNumber === 'KA-01-AB-1001')!.nextMaintenanceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds an ambulance: vehicle number upper-cased, available by default, dates kept as calendar days', async () => {
    const created = await demo.admin.trpc.fleet.create.mutate(form({ vehicleNumber: 'ka-01-zz-0001' }));
    expect(created).toMatchObject({
      vehicleNumber: 'KA-01-ZZ-0001',
      isAvailable: true,
      lastMaintenanceDate: null,
      nextMaintenanceDate: '2027-01-31',
      driverName: null,
    });
    const [row] = await rows(demo.server.app.orm, 'select vehicle_number, is_available from ambulance where id = ?', [created.id]);
    expect(row).toEqual({ vehicle_number: 'KA-01-ZZ-0001', is_available: true });
  });

  it('refuses a duplicate vehicle number, whatever its case, with a clear 409', async () => {
    const before = await fleetRows();
    const error = await errorOf(demo.admin.trpc.fleet.create.mutate(form({ vehicleNumber: 'ka-01-ab-1001' })));
    expect(error.data?.httpStatus).toBe(409);
    expect(error.message).toBe('An ambulance with vehicle number KA-01-AB-1001 already exists.');
    // Renaming another ambulance to a taken number is refused the same way.
    const other = (await demo.admin.trpc.fleet.list.query()).find((a) => a.vehicleNumber === 'KA-01-AB-1002')!;
    const renamed = await errorOf(demo.admin.trpc.fleet.update.mutate({ id: other.id, version: await ambulanceVersion(demo.admin.trpc, other.id), data: form({ vehicleNumber: 'KA-01-AB-1001' }) }));
    expect(renamed.message).toBe('An ambulance with vehicle number KA-01-AB-1001 already exists.');
    expect(await fleetRows()).toEqual(before);
  });

  it('edits an ambulance and flips availability with the switch', async () => {
    const created = await demo.admin.trpc.fleet.create.mutate(form({ vehicleNumber: 'KA-01-ZZ-0002' }));
    const updated = await demo.admin.trpc.fleet.update.mutate({
      id: created.id,
      version: created.version,
      data: form({ vehicleNumber: 'KA-01-ZZ-0002', ambulanceType: 'cardiac', driverName: 'Ravi', driverPhone: '+919880000000', isAvailable: false }),
    });
    expect(updated).toMatchObject({ ambulanceType: 'cardiac', driverName: 'Ravi', isAvailable: false });
    const toggled = await demo.admin.trpc.fleet.setAvailability.mutate({ id: created.id, version: await ambulanceVersion(demo.admin.trpc, created.id), isAvailable: true });
    expect(toggled).toMatchObject({ isAvailable: true, driverName: 'Ravi', ambulanceType: 'cardiac' });
    const [row] = await rows(demo.server.app.orm, 'select is_available from ambulance where id = ?', [created.id]);
    expect(row).toEqual({ is_available: true });
  });

  it('rejects bad fields with a 400 naming them', async () => {
    const cases: [Partial<AmbulanceFormInput>, string, string][] = [
      [{ vehicleNumber: ' ' }, 'vehicleNumber', 'Vehicle number is required'],
      [{ vehicleNumber: 'KA/01' }, 'vehicleNumber', 'Vehicle number may contain only letters, digits, spaces and dashes'],
      [{ ambulanceType: 'corporate' as never }, 'ambulanceType', 'Type is required'],
      [{ nextMaintenanceDate: '31/01/2027' }, 'nextMaintenanceDate', 'Use a date like 2026-01-31'],
    ];
    const before = await fleetRows();
    for (const [bad, field, message] of cases) {
      const error = await errorOf(demo.admin.trpc.fleet.create.mutate(form({ vehicleNumber: 'KA-01-ZZ-0003', ...bad })));
      expect(error.data?.httpStatus, field).toBe(400);
      expect(error.message, field).toBe(message);
      expect(error.data?.fieldErrors, field).toHaveProperty(field);
    }
    expect(await fleetRows()).toEqual(before);
  });

  it('deletes an ambulance; acting on it afterwards says it no longer exists', async () => {
    const created = await demo.admin.trpc.fleet.create.mutate(form({ vehicleNumber: 'KA-01-ZZ-0004' }));
    await demo.admin.trpc.fleet.delete.mutate({ id: created.id, version: await ambulanceVersion(demo.admin.trpc, created.id) });
    expect(await rows(demo.server.app.orm, 'select id from ambulance where id = ?', [created.id])).toEqual([]);
    for (const call of [
      () => demo.admin.trpc.fleet.delete.mutate({ id: created.id, version: created.version }),
      () => demo.admin.trpc.fleet.setAvailability.mutate({ id: created.id, version: created.version, isAvailable: false }),
      () => demo.admin.trpc.fleet.update.mutate({ id: created.id, version: created.version, data: form({ vehicleNumber: 'KA-01-ZZ-0004' }) }),
    ]) {
      const error = await errorOf(call());
      expect(error.data?.httpStatus).toBe(404);
      expect(error.message).toBe('This ambulance no longer exists. It may have been deleted by someone else.');
    }
  });

  it('refuses a viewer every write with 403, and the rows stay as they were', async () => {
    const [target] = await demo.viewer.trpc.fleet.list.query();
    const before = await fleetRows();
    for (const call of [
      () => demo.viewer.trpc.fleet.create.mutate(form({ vehicleNumber: 'KA-01-ZZ-0005' })),
      () => demo.viewer.trpc.fleet.update.mutate({ id: target.id, version: target.version, data: form({ vehicleNumber: 'KA-01-ZZ-0005' }) }),
      () => demo.viewer.trpc.fleet.setAvailability.mutate({ id: target.id, version: target.version, isAvailable: !target.isAvailable }),
      () => demo.viewer.trpc.fleet.delete.mutate({ id: target.id, version: target.version }),
    ]) {
      expect((await errorOf(call())).data?.httpStatus).toBe(403);
    }
    expect(await fleetRows()).toEqual(before);
  });

  it('each fleet change reaches a viewer live (dashboard.onChange)', async () => {
    const events = await collectChanges(demo.server.app.orm, (h) => demo.viewer.trpc.dashboard.onChange.subscribe(undefined, h), 3);
    await events.started;
    const created = await demo.admin.trpc.fleet.create.mutate(form({ vehicleNumber: 'KA-01-ZZ-0006' }));
    await demo.admin.trpc.fleet.setAvailability.mutate({ id: created.id, version: await ambulanceVersion(demo.admin.trpc, created.id), isAvailable: false });
    await demo.admin.trpc.fleet.delete.mutate({ id: created.id, version: await ambulanceVersion(demo.admin.trpc, created.id) });
    expect((await events.done).map((e) => [e.data.topic, e.data.action, e.data.entityId])).toEqual([
      ['ambulance', 'created', created.id],
      ['ambulance', 'updated', created.id],
      ['ambulance', 'deleted', created.id],
    ]);
  });
});
