import { Migration } from '@mikro-orm/migrations';

/**
 * The family's tracking link (issue 11): every booking gets a random token, and the moment it
 * ended (completed or cancelled), from which its link lives 24 more hours.
 *
 * The token is stored as it is (not hashed): staff must be able to copy the link and put it in
 * their WhatsApp and SMS messages at any time, and a leak of this table already gives away more
 * than the tracking page shows (names, phones, addresses), so a hash would protect nothing.
 * Rows inserted without one (other code paths, old rows) get 244 random bits from
 * gen_random_uuid(), which PostgreSQL draws from its strong random source; the server itself
 * makes 256-bit tokens (server/services/tracking.service.ts).
 *
 * `ended_at` is kept by a trigger, so whichever code changes the status (staff edit, the crew's
 * last step, a future import), the link's expiry follows it.
 */
export class Migration20261122140000_tracking extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table booking add column tracking_token text;
      update booking set tracking_token = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
      alter table booking
        alter column tracking_token set default (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')),
        alter column tracking_token set not null,
        add constraint booking_tracking_token_length check (length(tracking_token) between 32 and 128);
      create unique index booking_tracking_token_uniq on booking (tracking_token);

      alter table booking add column ended_at timestamptz;
      update booking set ended_at = updated_at where status in ('completed', 'cancelled');

      create function booking_stamp_ended() returns trigger language plpgsql as $$
      begin
        if new.status not in ('completed', 'cancelled') then
          new.ended_at := null;
        elsif tg_op = 'INSERT' or old.status not in ('completed', 'cancelled') then
          new.ended_at := coalesce(new.ended_at, now());
        end if;
        return new;
      end $$;
      create trigger booking_stamp_ended before insert or update of status on booking
        for each row execute function booking_stamp_ended();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger booking_stamp_ended on booking;
      drop function booking_stamp_ended();
      alter table booking drop column ended_at;
      drop index booking_tracking_token_uniq;
      alter table booking drop column tracking_token;
    `);
  }
}
