import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20.2: where the patient is. A booking may carry a pickup point: reported by the family's
 * phone with the request ("Use my current location", with the accuracy it gave, metres) or set
 * by staff (pasted coordinates or a Google Maps link). Latitude and longitude come together.
 * Personal data: emptied by `npm run data:retention` with the addresses.
 */
export class Migration20261124200000_pickup_point extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table booking
      add column pickup_lat double precision,
      add column pickup_lng double precision,
      add column pickup_accuracy_m double precision,
      add column pickup_point_source text,
      add constraint booking_pickup_point_check check (
        (pickup_lat is null and pickup_lng is null and pickup_accuracy_m is null and pickup_point_source is null)
        or (pickup_lat between -90 and 90 and pickup_lng between -180 and 180
            and (pickup_accuracy_m is null or pickup_accuracy_m >= 0)
            and pickup_point_source in ('caller', 'staff'))
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table booking drop constraint booking_pickup_point_check,
      drop column pickup_lat, drop column pickup_lng, drop column pickup_accuracy_m, drop column pickup_point_source;`);
  }
}
