import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: where the ambulance is. A crew's phone sends the vehicle's position during a trip
 * (from "On the way" to "Reached destination").
 * - `vehicle_position`: the latest position of each vehicle, upserted by every fix (never a row
 *   per fix in the change-event outbox). `notified_at` is when it was last fanned out, so every
 *   process together sends at most one update per vehicle per second.
 * - `trip_position`: the path of each trip, kept for POSITION_KEEP_DAYS, then deleted by
 *   `npm run data:retention`. Only fixes taken during a trip are ever stored.
 */
export class Migration20261124210000_vehicle_positions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table vehicle_position (
      ambulance_id uuid primary key references ambulance(id) on delete cascade,
      booking_id uuid references booking(id) on delete set null,
      latitude double precision not null,
      longitude double precision not null,
      accuracy_m real not null,
      fixed_at timestamptz not null,
      received_at timestamptz not null default now(),
      notified_at timestamptz
    );`);
    this.addSql(`create table trip_position (
      id bigserial primary key,
      booking_id uuid not null references booking(id) on delete cascade,
      ambulance_id uuid not null references ambulance(id) on delete cascade,
      latitude double precision not null,
      longitude double precision not null,
      accuracy_m real not null,
      fixed_at timestamptz not null,
      received_at timestamptz not null default now()
    );`);
    this.addSql(`create index trip_position_booking_id_index on trip_position (booking_id);`);
    this.addSql(`create index trip_position_received_at_index on trip_position (received_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table trip_position;`);
    this.addSql(`drop table vehicle_position;`);
  }
}
