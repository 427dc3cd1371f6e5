import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18 points 2 and 5.
 *
 * - `version` on booking and ambulance: every write bumps it (MikroORM's optimistic-lock
 *   property, and the retention command's SQL), and every staff write carries the version it was
 *   made from; a stale one is refused (409) and changes nothing.
 * - `ambulance.is_available` becomes only what staff set in Fleet (in service or not). Being busy
 *   on a booking is the booking's fact (confirmed or in progress with that vehicle), no longer
 *   written into the vehicle. Until now holding a vehicle cleared the flag, and a vehicle could
 *   only be held while staff had it available (assignment refused an unavailable one, and the
 *   switch could not change a held one), so every vehicle held now was in service: set it back.
 */
export class Migration20261123120000_versions_in_service extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table booking add column version integer not null default 1;
      alter table ambulance add column version integer not null default 1;
      update ambulance a set is_available = true
       where not a.is_available
         and exists (select 1 from booking b where b.ambulance_id = a.id and b.status in ('confirmed', 'in_progress'));
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      update ambulance a set is_available = false
       where exists (select 1 from booking b where b.ambulance_id = a.id and b.status in ('confirmed', 'in_progress'));
      alter table booking drop column version;
      alter table ambulance drop column version;
    `);
  }
}
