import { Migration } from '@mikro-orm/migrations';

/**
 * Public submissions past a budget are stored and flagged as possible spam (never refused);
 * a hash of each submission's body lets a retry with the same idempotency key but a different
 * body be refused; `anonymised_at` marks rows whose personal details the retention command
 * removed (their counts by status and date stay for the dashboard).
 */
export class Migration20261122110000_guardrails extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table booking
        add column possible_spam boolean not null default false,
        add column request_hash text,
        add column anonymised_at timestamptz;
      create index booking_possible_spam_created_at_idx on booking (created_at desc, id desc) where possible_spam;

      alter table contact_submission
        add column possible_spam boolean not null default false,
        add column request_hash text,
        add column anonymised_at timestamptz;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index if exists booking_possible_spam_created_at_idx;
      alter table booking drop column possible_spam, drop column request_hash, drop column anonymised_at;
      alter table contact_submission drop column possible_spam, drop column request_hash, drop column anonymised_at;
    `);
  }
}
