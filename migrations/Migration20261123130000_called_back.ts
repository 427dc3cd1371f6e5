import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21.1: the promise is a phone call, which may come before anything is confirmed.
 * `called_back_at` is the first time staff recorded calling the customer; the queue's clock
 * stops at the first of it and `confirmed_at`.
 */
export class Migration20261123130000_called_back extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table booking add column called_back_at timestamptz;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table booking drop column called_back_at;`);
  }
}
