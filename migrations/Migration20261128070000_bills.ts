import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40.4: bills, numbered without gaps per series and financial year. `bill_counter` holds the
 * last serial of each; a bill takes the next one in the transaction that stores it (the counter's
 * row is locked until then), so two bills never share a number and a failed one gives its number
 * back. A cancelled bill keeps its number. One bill in force per trip.
 */
export class Migration20261128070000_bills extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table bill_counter (
      series text not null,
      financial_year text not null,
      last_serial integer not null,
      primary key (series, financial_year)
    );`);
    this.addSql(`create table bill (
      id uuid primary key,
      booking_id uuid not null references booking(id) on delete restrict,
      kind text not null check (kind in ('bill_of_supply', 'tax_invoice')),
      series text not null,
      financial_year text not null,
      serial integer not null,
      number text not null unique check (length(number) <= 16),
      total_paise integer not null check (total_paise >= 0),
      issued_at timestamptz not null default now(),
      issued_by_name text,
      cancelled_at timestamptz,
      cancelled_by_name text,
      unique (series, financial_year, serial)
    );`);
    this.addSql(`create unique index bill_one_in_force on bill (booking_id) where cancelled_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table bill;`);
    this.addSql(`drop table bill_counter;`);
  }
}
