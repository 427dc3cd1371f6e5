import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22: a booking keeps the language it was made in (the public site's page language:
 * 'en', 'kn' or 'hi'), so what the family receives afterwards (the tracking page, the WhatsApp
 * and SMS texts) speaks it and staff see it. Bookings made before, and those staff enter, are
 * English.
 */
export class Migration20261125100000_booking_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table booking add column language text not null default 'en'
      constraint booking_language_check check (language in ('en', 'kn', 'hi'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table booking drop column language;`);
  }
}
