import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 39.3: a trip to a listed hospital ends with two steps in place of "Reached destination":
 * "Arrived at hospital" (NEMSIS "arrived at destination") and "Patient handed over" (NEMSIS
 * "patient transferred"), each dated by the crew's tap like every step.
 */
export class Migration20261127233000_hospital_steps extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table booking add column at_hospital_at timestamptz, add column handed_over_at timestamptz;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table booking drop column at_hospital_at, drop column handed_over_at;`);
  }
}
