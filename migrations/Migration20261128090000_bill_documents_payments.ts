import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40.4: what a bill says, kept as it was issued (the supplier, the recipient, the SAC, the
 * trip's items, the value and any GST), so its PDF reads the same years later whatever the
 * configuration or the booking's retention did since; and payments against a bill, each with
 * its receipt's number (series RC, taken from `bill_counter` like the bills': no gaps).
 * Bills from before this migration print the current configuration and the trip's fare.
 */
export class Migration20261128090000_bill_documents_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table bill
      add column language text not null default 'en',
      add column supplier jsonb,
      add column recipient_name text,
      add column recipient_address text,
      add column recipient_gstin text,
      add column sac text,
      add column details jsonb,
      add column value_paise integer check (value_paise >= 0),
      add column gst_rate_hundredths integer not null default 0 check (gst_rate_hundredths >= 0),
      add column cgst_paise integer not null default 0 check (cgst_paise >= 0),
      add column sgst_paise integer not null default 0 check (sgst_paise >= 0),
      add column igst_paise integer not null default 0 check (igst_paise >= 0);`);
    this.addSql(`update bill set value_paise = total_paise where value_paise is null;`);
    this.addSql(`alter table bill alter column value_paise set not null;`);
    this.addSql(`create index bill_issued_at on bill (issued_at);`);
    this.addSql(`create table payment (
      id uuid primary key,
      bill_id uuid not null references bill(id) on delete restrict,
      booking_id uuid not null references booking(id) on delete restrict,
      idempotency_key uuid not null unique,
      method text not null check (method in ('cash', 'upi', 'card', 'insurer', 'company_account')),
      amount_paise integer not null check (amount_paise > 0),
      reference text,
      financial_year text not null,
      serial integer not null,
      number text not null unique check (length(number) <= 16),
      received_at timestamptz not null default now(),
      recorded_by_name text,
      unique (financial_year, serial)
    );`);
    this.addSql(`create index payment_bill on payment (bill_id);`);
    this.addSql(`create index payment_received_at on payment (received_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table payment;`);
    this.addSql(`drop index bill_issued_at;`);
    this.addSql(`alter table bill drop column language, drop column supplier, drop column recipient_name, drop column recipient_address,
      drop column recipient_gstin, drop column sac, drop column details, drop column value_paise, drop column gst_rate_hundredths,
      drop column cgst_paise, drop column sgst_paise, drop column igst_paise;`);
  }
}
