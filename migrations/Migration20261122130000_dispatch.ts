import { Migration } from '@mikro-orm/migrations';

/**
 * Dispatch (issue 10): a booking's assigned ambulance, its confirmation time and cancel
 * reason; mortuary vehicles; and the kept, append-only history of bookings, ambulances and
 * roles.
 */
export class Migration20261122130000_dispatch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ambulance drop constraint if exists ambulance_ambulance_type_check;
      alter table ambulance add constraint ambulance_ambulance_type_check check (ambulance_type in (
        'emergency', 'icu', 'basic', 'cardiac', 'neonatal', 'air', 'intercity', 'mortuary'));

      alter table booking
        add column ambulance_id uuid references ambulance (id) on delete set null,
        add column assigned_at timestamptz,
        add column confirmed_at timestamptz,
        add column cancel_reason text check (cancel_reason is null or length(cancel_reason) between 1 and 500);

      -- One active booking per ambulance: of two operators assigning the same vehicle at once,
      -- the second commit fails here, whatever the application checked before.
      create unique index booking_active_ambulance_uniq on booking (ambulance_id)
        where ambulance_id is not null and status in ('confirmed', 'in_progress');
      -- Assigning a vehicle confirms a pending booking, so a pending booking never holds one.
      alter table booking add constraint booking_pending_has_no_ambulance check (status <> 'pending' or ambulance_id is null);
      create index booking_ambulance_id_idx on booking (ambulance_id) where ambulance_id is not null;
      -- The live queue: pending bookings, oldest first.
      create index booking_pending_queue_idx on booking (created_at, id) where status = 'pending';
      create index booking_confirmed_at_idx on booking (confirmed_at) where confirmed_at is not null;

      -- Kept history. No foreign keys: a deleted booking, ambulance or account keeps its entries,
      -- and the actor's name is stored as it was then.
      create table history_entry (
        id bigserial primary key,
        subject text not null check (subject in ('booking', 'ambulance', 'user')),
        subject_id uuid not null,
        action text not null check (length(action) between 1 and 40),
        changes jsonb not null default '[]'::jsonb check (jsonb_typeof(changes) = 'array'),
        reason text,
        actor_id uuid,
        actor_name text,
        origin text not null check (origin in ('staff', 'website', 'system')),
        occurred_at timestamptz not null default now()
      );
      create index history_entry_subject_idx on history_entry (subject, subject_id, id);
      create index history_entry_role_idx on history_entry (id desc) where action = 'role_changed';

      -- Append-only: nothing updates, deletes or truncates history, whatever the caller.
      create function refuse_history_change() returns trigger language plpgsql as $$
      begin
        raise exception 'history_entry is append-only: % refused', tg_op
          using errcode = 'restrict_violation';
      end $$;
      create trigger history_entry_no_update_delete before update or delete on history_entry
        for each row execute function refuse_history_change();
      create trigger history_entry_no_truncate before truncate on history_entry
        for each statement execute function refuse_history_change();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table if exists history_entry;
      drop function if exists refuse_history_change();
      alter table booking drop constraint if exists booking_pending_has_no_ambulance;
      drop index if exists booking_active_ambulance_uniq;
      drop index if exists booking_pending_queue_idx;
      alter table booking drop column if exists ambulance_id, drop column if exists assigned_at,
        drop column if exists confirmed_at, drop column if exists cancel_reason;
      alter table ambulance drop constraint if exists ambulance_ambulance_type_check;
      alter table ambulance add constraint ambulance_ambulance_type_check check (ambulance_type in (
        'emergency', 'icu', 'basic', 'cardiac', 'neonatal', 'air', 'intercity'));
    `);
  }
}
