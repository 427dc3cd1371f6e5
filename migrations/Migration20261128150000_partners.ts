import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 37: partner organisations (hospitals, dialysis centres, companies) and their people,
 * invitations, trips booked for a time, and weekly series.
 * - `organisation`: kept by admins, versioned like a hospital.
 * - `partner_invitation`: the link an admin sends; only the SHA-256 of its token is stored
 *   (the link is shown once), valid 7 days, single use (`used_at`).
 * - `user_role.organisation_id`: a partner person's organisation, required for role `partner`
 *   and only for it (a check says so), so no partner is ever unscoped.
 * - booking: its organisation, the patient's needs, who asked for it, and for a trip booked for
 *   a time `queue_at` (when it enters the staff waiting queue: due minus the lead time) and
 *   `queued_at` (when a tick claimed it and told the live screens; null until then). A trip
 *   for now has both null. A series' trip names its series, date and leg, unique together, so
 *   generating twice makes no second trip.
 */
export class Migration20261128150000_partners extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table organisation (
        id uuid primary key,
        name text not null check (length(name) between 1 and 200),
        kind text not null check (kind in ('hospital', 'clinic', 'dialysis_centre', 'company', 'event_organiser')),
        address text not null check (length(address) between 1 and 500),
        latitude double precision not null check (latitude between -90 and 90),
        longitude double precision not null check (longitude between -180 and 180),
        billing_name text not null,
        billing_email text not null,
        billing_phone text,
        notes text,
        version integer not null default 1,
        updated_by_name text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create unique index organisation_name_unique on organisation (lower(name));

      create table partner_invitation (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade,
        full_name text not null,
        email text not null check (email = lower(email)),
        token_hash text not null unique check (length(token_hash) = 64),
        expires_at timestamptz not null,
        used_at timestamptz,
        user_id uuid references profile (id) on delete set null,
        created_by uuid references profile (id) on delete set null,
        created_at timestamptz not null default now()
      );
      create index partner_invitation_organisation_idx on partner_invitation (organisation_id, created_at desc);

      alter table user_role drop constraint user_role_role_check;
      alter table user_role add constraint user_role_role_check check (role in ('viewer', 'operator', 'admin', 'crew', 'partner'));
      alter table user_role add column organisation_id uuid references organisation (id) on delete cascade;
      alter table user_role add constraint user_role_organisation_for_partner check ((role = 'partner') = (organisation_id is not null));
      create index user_role_organisation_idx on user_role (organisation_id) where organisation_id is not null;
      -- Whoever changes a partner's role to another (Users, the CLI), the organisation link goes.
      create function user_role_drop_organisation() returns trigger language plpgsql as $$
      begin
        if new.role <> 'partner' then new.organisation_id := null; end if;
        return new;
      end $$;
      create trigger user_role_drop_organisation before insert or update of role on user_role
        for each row execute function user_role_drop_organisation();

      create table partner_series (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade,
        state text not null default 'active' check (state in ('active', 'paused', 'ended')),
        weekdays integer[] not null check (cardinality(weekdays) between 1 and 7 and weekdays <@ array[1,2,3,4,5,6,7]),
        time text not null check (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        return_time text check (return_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        start_date date not null,
        end_date date not null check (end_date >= start_date),
        patient_name text not null,
        patient_phone text not null,
        pickup_location text not null,
        dropoff_location text not null,
        service_type text not null,
        needs text[] not null default '{}',
        notes text,
        idempotency_key uuid unique,
        request_hash text,
        created_by uuid references profile (id) on delete set null,
        version integer not null default 1,
        updated_by_name text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index partner_series_organisation_idx on partner_series (organisation_id, created_at desc);

      alter table booking drop constraint booking_source_check;
      alter table booking add constraint booking_source_check check (source in ('staff', 'website', 'partner'));
      alter table booking
        add column organisation_id uuid references organisation (id) on delete restrict,
        add column needs text[] not null default '{}' check (needs <@ array['oxygen', 'stretcher', 'wheelchair', 'attendant']),
        add column requested_by uuid references profile (id) on delete set null,
        add column queue_at timestamptz,
        add column queued_at timestamptz,
        add column series_id uuid references partner_series (id) on delete set null,
        add column series_date date,
        add column series_leg text check (series_leg in ('out', 'return'));
      alter table booking add constraint booking_series_key_together check ((series_id is null) = (series_date is null) and (series_id is null) = (series_leg is null));
      -- Not partial, so an insert can name it in ON CONFLICT; rows outside a series (all null) never collide.
      create unique index booking_series_key on booking (series_id, series_date, series_leg);
      create index booking_organisation_date_idx on booking (organisation_id, booking_date) where organisation_id is not null;
      -- The tick's claim: scheduled trips whose time to enter the queue has not been announced.
      create index booking_queue_due_idx on booking (queue_at) where queue_at is not null and queued_at is null;

      alter table history_entry drop constraint history_entry_origin_check;
      alter table history_entry add constraint history_entry_origin_check check (origin in ('staff', 'website', 'system', 'partner'));
      alter table history_entry drop constraint history_entry_subject_check;
      alter table history_entry add constraint history_entry_subject_check check (subject in ('booking', 'ambulance', 'user', 'organisation', 'series'));
      alter table history_entry_personal drop constraint history_entry_personal_subject_check;
      alter table history_entry_personal add constraint history_entry_personal_subject_check check (subject in ('booking', 'ambulance', 'user', 'organisation', 'series'));
      alter table change_event drop constraint change_event_origin_check;
      alter table change_event add constraint change_event_origin_check check (origin in ('staff', 'website', 'system', 'partner'));
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table change_event drop constraint change_event_origin_check;
      delete from change_event where origin = 'partner';
      alter table change_event add constraint change_event_origin_check check (origin in ('staff', 'website', 'system'));
      alter table booking drop column organisation_id, drop column needs, drop column requested_by, drop column queue_at,
        drop column queued_at, drop column series_id, drop column series_date, drop column series_leg;
      alter table booking drop constraint booking_source_check;
      update booking set source = 'staff' where source = 'partner';
      alter table booking add constraint booking_source_check check (source in ('staff', 'website'));
      drop table partner_series;
      delete from user_role where role = 'partner';
      drop trigger user_role_drop_organisation on user_role;
      drop function user_role_drop_organisation();
      alter table user_role drop constraint user_role_organisation_for_partner;
      alter table user_role drop column organisation_id;
      alter table user_role drop constraint user_role_role_check;
      alter table user_role add constraint user_role_role_check check (role in ('viewer', 'operator', 'admin', 'crew'));
      drop table partner_invitation;
      drop table organisation;
    `);
  }
}
