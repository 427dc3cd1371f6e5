import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40.3: the odometer readings the crew enters with "Patient on board" (start) and the
 * arrival (end), in tenths of a km as odometers show them; a trip's fare then takes its distance
 * from them.
 */
export class Migration20261128100000_odometer extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table booking
      add column odometer_start_tenths integer check (odometer_start_tenths >= 0),
      add column odometer_end_tenths integer check (odometer_end_tenths >= 0);`);
    this.addSql(`alter table trip_fare drop constraint trip_fare_distance_source_check;`);
    this.addSql(`alter table trip_fare add constraint trip_fare_distance_source_check check (distance_source in ('odometer', 'path', 'estimate', 'none'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table trip_fare drop constraint trip_fare_distance_source_check;`);
    this.addSql(`alter table trip_fare add constraint trip_fare_distance_source_check check (distance_source in ('path', 'estimate', 'none'));`);
    this.addSql(`alter table booking drop column odometer_start_tenths, drop column odometer_end_tenths;`);
  }
}
