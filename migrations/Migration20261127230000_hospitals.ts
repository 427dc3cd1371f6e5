import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 39.1: receiving hospitals as places. Admins keep the list (name, address, point, the
 * emergency department's phone, what it takes); a booking's destination is one of them
 * (`booking.destination_hospital_id`) or free text as before (`dropoff_location`). Deleting a
 * hospital leaves its bookings' destination text and unlinks them.
 */
export class Migration20261127230000_hospitals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table hospital (
      id uuid primary key,
      name text not null,
      address text not null,
      latitude double precision not null check (latitude between -90 and 90),
      longitude double precision not null check (longitude between -180 and 180),
      ed_phone text not null,
      services text[] not null check (cardinality(services) > 0),
      version integer not null default 1,
      updated_by_name text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create unique index hospital_name_unique on hospital (lower(name));`);
    this.addSql(`alter table booking add column destination_hospital_id uuid references hospital(id) on delete set null;`);
    this.addSql(`create index booking_destination_hospital_id_index on booking (destination_hospital_id) where destination_hospital_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table booking drop column destination_hospital_id;`);
    this.addSql(`drop table hospital;`);
  }
}
