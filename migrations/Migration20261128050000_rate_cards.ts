import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40.1: the rate card as data. Each change is a new version that applies from its
 * `effective_from` (Bengaluru's notifications change fares on a date); a version is never
 * edited, so a trip priced with one keeps it. The card itself (lines per service and vehicle
 * kind, night surcharge, add-ons, concessions; amounts in paise) is one JSON document,
 * validated by shared/schemas/fares.ts before it is stored.
 */
export class Migration20261128050000_rate_cards extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table rate_card (
      id uuid primary key,
      effective_from timestamptz not null,
      body jsonb not null,
      created_by_name text,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create unique index rate_card_effective_from_unique on rate_card (effective_from);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table rate_card;`);
  }
}
