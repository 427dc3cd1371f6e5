import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 37.3: the Scheduled view reads trips booked for a time by when they are due, a week at a
 * time; with thousands of future series trips it must not scan every booking.
 */
export class Migration20261128170000_scheduled_due_index extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index booking_scheduled_due_idx on booking (booking_date) where queue_at is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index booking_scheduled_due_idx;');
  }
}
