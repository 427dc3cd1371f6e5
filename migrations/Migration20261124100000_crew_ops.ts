import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19.2: a crew's tap is kept on the phone and may reach the server late, or twice.
 * - `crew_op` remembers each tap's own id (`client_op_id`, made on the phone), so a tap sent
 *   again is answered without being recorded again, even after the step was taken back. It holds
 *   no personal data and goes with its booking or its account.
 * - A timeline entry made from a tap is dated when the tap happened (`occurred_at`); when the
 *   server received it is kept beside it (`received_at`, null for entries made as received).
 */
export class Migration20261124100000_crew_ops extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table history_entry add column received_at timestamptz;`);
    this.addSql(`create table crew_op (
      client_op_id uuid primary key,
      user_id uuid not null references profile(id) on delete cascade,
      booking_id uuid not null references booking(id) on delete cascade,
      kind text not null check (kind in ('step', 'undo')),
      step text not null,
      tapped_at timestamptz not null,
      received_at timestamptz not null default now()
    );`);
    this.addSql(`create index crew_op_booking_id_index on crew_op (booking_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table crew_op;`);
    this.addSql(`alter table history_entry drop column received_at;`);
  }
}
