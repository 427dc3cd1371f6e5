import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21.5: cancelling takes a coded reason (shared/booking-values.ts CANCEL_CODES) plus
 * optional text (`cancel_reason`). Bookings cancelled before had free text only: they count as
 * "other".
 */
export class Migration20261123140000_cancel_codes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table booking add column cancel_code text
        check (cancel_code in ('customer_cancelled', 'no_ambulance', 'duplicate_or_spam', 'went_elsewhere', 'other'));
      update booking set cancel_code = 'other' where status = 'cancelled';
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table booking drop column cancel_code;`);
  }
}
