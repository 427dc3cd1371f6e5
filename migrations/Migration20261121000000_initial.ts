import { Migration } from '@mikro-orm/migrations';

/**
 * The initial schema. Column names are the spec's field names (section 3). Constraints live in
 * the database: not-null, checked enums, case-insensitive unique e-mail, unique vehicle number,
 * and indexes for the orderings the spec names (created_at desc, vehicle_number).
 */
export class Migration20261121000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table profile (
        id uuid primary key,
        full_name text not null check (length(full_name) between 1 and 200),
        email text not null check (email = lower(email) and length(email) between 3 and 254),
        phone text not null,
        password_hash text not null,
        created_at timestamptz not null default now()
      );
      create unique index profile_email_lower_uniq on profile (lower(email));
      create index profile_created_at_idx on profile (created_at desc);

      create table user_role (
        user_id uuid primary key references profile (id) on delete cascade,
        role text not null check (role in ('viewer', 'operator', 'admin'))
      );

      create table session (
        id text primary key check (length(id) = 64),
        user_id uuid not null references profile (id) on delete cascade,
        expires_at timestamptz not null
      );
      create index session_user_id_idx on session (user_id);
      create index session_expires_at_idx on session (expires_at);

      create table booking (
        id uuid primary key,
        customer_name text not null check (length(customer_name) between 1 and 200),
        customer_phone text not null check (length(customer_phone) between 1 and 40),
        customer_email text,
        pickup_location text not null check (length(pickup_location) between 1 and 500),
        dropoff_location text,
        service_type text not null check (service_type in (
          'emergency', 'icu', 'basic', 'als', 'cardiac', 'neonatal', 'air', 'intercity',
          'corporate', 'transfer', 'funeral', 'event')),
        booking_date timestamptz not null,
        status text not null default 'pending' check (status in (
          'pending', 'confirmed', 'in_progress', 'completed', 'cancelled')),
        notes text,
        source text not null default 'staff' check (source in ('staff', 'website')),
        preferred_contact text check (preferred_contact in ('call', 'whatsapp')),
        idempotency_key uuid unique,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index booking_created_at_idx on booking (created_at desc, id desc);
      create index booking_status_created_at_idx on booking (status, created_at desc);
      create index booking_booking_date_idx on booking (booking_date);

      create table ambulance (
        id uuid primary key,
        vehicle_number text not null check (vehicle_number = upper(vehicle_number) and length(vehicle_number) between 1 and 32),
        ambulance_type text not null check (ambulance_type in (
          'emergency', 'icu', 'basic', 'cardiac', 'neonatal', 'air', 'intercity')),
        is_available boolean not null default true,
        last_maintenance_date date,
        next_maintenance_date date,
        driver_name text,
        driver_phone text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint ambulance_vehicle_number_uniq unique (vehicle_number)
      );

      create table contact_submission (
        id uuid primary key,
        name text not null check (length(name) between 1 and 200),
        email text not null,
        phone text,
        message text not null check (length(message) between 1 and 10000),
        is_read boolean not null default false,
        idempotency_key uuid unique,
        created_at timestamptz not null default now()
      );
      create index contact_submission_created_at_idx on contact_submission (created_at desc, id desc);
      create index contact_submission_unread_idx on contact_submission (is_read) where not is_read;

      create table change_event (
        id bigserial primary key,
        topic text not null check (topic in ('booking', 'ambulance', 'inquiry', 'user')),
        action text not null check (action in ('created', 'updated', 'deleted')),
        entity_id text not null,
        origin text not null check (origin in ('staff', 'website', 'system')),
        actor_id uuid,
        occurred_at timestamptz not null default now()
      );
      create index change_event_occurred_at_idx on change_event (occurred_at);

      -- Every committed change is announced; the payload is the id (NOTIFY payloads are small).
      create function notify_change_event() returns trigger language plpgsql as $$
      begin
        perform pg_notify('app_changes', new.id::text);
        return new;
      end $$;
      create trigger change_event_notify after insert on change_event
        for each row execute function notify_change_event();

      -- Rate-limit counters shared by every server process (rate-limiter-flexible's layout).
      create table rate_limit (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table if exists rate_limit;
      drop table if exists change_event;
      drop function if exists notify_change_event();
      drop table if exists contact_submission;
      drop table if exists ambulance;
      drop table if exists booking;
      drop table if exists session;
      drop table if exists user_role;
      drop table if exists profile;
    `);
  }
}
