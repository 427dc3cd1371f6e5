import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38.4, what the first webhooks migration left out:
 * - an endpoint's signing secret can be rotated. The secret it replaces keeps signing beside
 *   the new one until `previous_secret_until` (Standard Webhooks puts several signatures in
 *   `webhook-signature`), so a receiver still verifying with the old secret misses nothing
 *   while its owner deploys the new one;
 * - `webhook_attempt`: each attempt of a delivery (when, how long, the answer's code or why
 *   there was none), which the console and the API show; deleted with its delivery.
 */
export class Migration20261128210000_webhook_rotation_attempts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table webhook_endpoint
        add column previous_secret text check (previous_secret like 'whsec_%'),
        add column previous_secret_until timestamptz,
        add constraint webhook_endpoint_previous_secret_pair check ((previous_secret is null) = (previous_secret_until is null))`);
    this.addSql(`
      create table webhook_attempt (
        id bigint generated always as identity primary key,
        delivery_id uuid not null references webhook_delivery (id) on delete cascade,
        attempted_at timestamptz not null,
        duration_ms integer not null check (duration_ms >= 0),
        status_code integer,
        error text check (length(error) <= 500)
      )`);
    this.addSql('create index webhook_attempt_delivery on webhook_attempt (delivery_id, attempted_at)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table webhook_attempt');
    this.addSql(
      'alter table webhook_endpoint drop constraint webhook_endpoint_previous_secret_pair, drop column previous_secret, drop column previous_secret_until',
    );
  }
}
