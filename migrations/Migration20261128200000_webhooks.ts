import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38.4: signed webhooks for partner organisations.
 * - `webhook_endpoint`: an organisation's receiver (URL, chosen events, the `whsec_` signing
 *   secret kept as is, since signing needs it), enabled or disabled with the reason, and since
 *   when it has been failing (null while it answers), and the form's idempotency key (a retry of
 *   the same add gives the same endpoint).
 * - `webhook_event`: every webhook-worthy step of a partner's trip, found from the change-event
 *   outbox (server/webhooks/dispatch.ts). Unique per trip, type and step time, so reading the same
 *   change twice makes no second event; its id orders a trip's events.
 * - `webhook_delivery`: one per (event, endpoint), its `message_id` is the `webhook-id` sent on
 *   every attempt. `lease_until` marks an attempt under way (a process that dies mid-attempt
 *   leaves it to expire, then another process retries). `first_attempt_at` starts its window's
 *   failures (reset when it is sent again).
 * - `webhook_cursor`: the position in change_event up to which every change was turned into
 *   events. Starts at the head: changes before webhooks existed are not replayed.
 */
export class Migration20261128200000_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhook_endpoint (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade,
        url text not null check (length(url) between 8 and 2000),
        events text[] not null check (cardinality(events) > 0),
        secret text not null check (secret like 'whsec_%'),
        description text check (length(description) <= 200),
        enabled boolean not null default true,
        disabled_reason text,
        disabled_at timestamptz,
        failing_since timestamptz,
        created_by uuid references profile (id) on delete set null,
        created_by_name text,
        idempotency_key uuid not null,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index webhook_endpoint_organisation_idx on webhook_endpoint (organisation_id, created_at);
      create unique index webhook_endpoint_idempotency_unique on webhook_endpoint (organisation_id, idempotency_key);

      create table webhook_event (
        id bigserial primary key,
        organisation_id uuid not null references organisation (id) on delete cascade,
        -- No foreign key: its check would lock the booking row (KEY SHARE) while the dispatcher's
        -- transaction runs, and a series paused meanwhile (deleting trips) could deadlock with it.
        -- An event of a deleted trip keeps its id: it says which trip it was.
        booking_id uuid,
        type text not null,
        occurred_at timestamptz not null,
        payload jsonb not null,
        created_at timestamptz not null default now()
      );
      create unique index webhook_event_step_unique on webhook_event (booking_id, type, occurred_at) where booking_id is not null;

      create table webhook_delivery (
        id uuid primary key,
        message_id text not null unique,
        endpoint_id uuid not null references webhook_endpoint (id) on delete cascade,
        event_id bigint not null references webhook_event (id) on delete cascade,
        booking_id uuid,
        status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        lease_until timestamptz,
        give_up_at timestamptz not null,
        first_attempt_at timestamptz,
        last_attempt_at timestamptz,
        last_status_code integer,
        last_error text,
        delivered_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index webhook_delivery_due_idx on webhook_delivery (next_attempt_at) where status = 'pending';
      create index webhook_delivery_trip_order_idx on webhook_delivery (endpoint_id, booking_id, event_id) where status = 'pending';
      create index webhook_delivery_endpoint_idx on webhook_delivery (endpoint_id, created_at desc);

      create table webhook_cursor (
        id integer primary key check (id = 1),
        position bigint not null
      );
      insert into webhook_cursor (id, position) select 1, coalesce(max(position), 0) from change_event;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table webhook_cursor;
      drop table webhook_delivery;
      drop table webhook_event;
      drop table webhook_endpoint;
    `);
  }
}
