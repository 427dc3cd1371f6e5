import { Migration } from '@mikro-orm/migrations';

/** Issue 40.3: the add-ons (with their quantity) and the concession staff chose for a trip, kept with its fare. */
export class Migration20261128110000_trip_fare_extras extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table trip_fare add column add_ons jsonb not null default '[]', add column concession_code text;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table trip_fare drop column add_ons, drop column concession_code;`);
  }
}
