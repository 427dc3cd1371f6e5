import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 39.2: the receiving hospital's pre-alert. One per booking: its own private link (256
 * random bits, apart from the family's), the clinical summary staff or the crew gave (coded,
 * no name, phone or address), when and by whom it was sent, and the department's one-tap
 * acknowledgement (stored once). The link stops working 24 hours after the booking ended.
 */
export class Migration20261127234000_prealerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table prealert (
      id uuid primary key,
      booking_id uuid not null unique references booking(id) on delete cascade,
      hospital_id uuid references hospital(id) on delete set null,
      token text not null unique,
      age_band text not null,
      sex text not null,
      complaint text not null,
      note text,
      priority text not null,
      sent_at timestamptz not null,
      sent_by text not null check (sent_by in ('staff', 'crew')),
      sent_by_name text,
      acknowledged_at timestamptz,
      ack_text text,
      check ((acknowledged_at is null) = (ack_text is null))
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table prealert;`);
  }
}
