import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions remember when they began, for their absolute lifetime (SESSION_MAX_AGE_HOURS).
 * Sessions open before this migration count from now.
 */
export class Migration20261122120000_session_created_at extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table session add column created_at timestamptz not null default now();');
  }

  override async down(): Promise<void> {
    this.addSql('alter table session drop column created_at;');
  }
}
