import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40.3: a completed trip's fare, computed once from the rate card version in force when the
 * patient was on board, its recorded path and its waiting at the pickup, and kept with that
 * version (a later card never changes it). Staff may set another total with a reason: the reason
 * is free text, so it is kept only in the booking's history (erased with its personal values);
 * `version` guards that edit.
 */
export class Migration20261128060000_trip_fares extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table trip_fare (
      booking_id uuid primary key references booking(id) on delete cascade,
      rate_card_id uuid not null references rate_card(id),
      vehicle_kind text not null,
      distance_metres integer not null check (distance_metres >= 0),
      distance_source text not null check (distance_source in ('path', 'estimate', 'none')),
      waiting_minutes integer not null check (waiting_minutes >= 0),
      items jsonb not null,
      computed_paise integer not null check (computed_paise >= 0),
      total_paise integer not null check (total_paise >= 0),
      adjusted_by_name text,
      version integer not null default 1,
      computed_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table trip_fare;`);
  }
}
