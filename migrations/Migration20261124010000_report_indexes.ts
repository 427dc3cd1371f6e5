import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21.7: the vehicles report's hours busy read the completed trips that overlap the
 * report's range, found by when they ended. EXPLAIN over the bench's 100,000 bookings: without
 * this index the 7-day report scanned every completed booking (72,000 rows, most of the
 * query's time); with it, a bitmap scan of the range's trips. The requests themselves are
 * found by `booking_status_created_at_idx` / `booking_created_at_idx` (created_at), which exist.
 */
export class Migration20261124010000_report_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index booking_trip_ended_at_idx on booking (ended_at) where status = 'completed' and ambulance_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists booking_trip_ended_at_idx;`);
  }
}
