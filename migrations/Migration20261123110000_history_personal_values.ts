import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18 point 3: personal data really goes. The timeline's personal values (names, phones,
 * e-mail, addresses, notes, drivers, a booking's free-text reasons) move out of the append-only
 * `history_entry` into `history_entry_personal`, one row per entry, which can be erased:
 * deleting a booking or an ambulance deletes its rows (a trigger, whatever deletes it), and
 * retention deletes those of the bookings it anonymises. `history_entry` keeps each field's
 * place (`{"field": ..., "personal": true}`) and is never updated.
 *
 * Entries written before this migration are split the same way, once, here. Values of bookings
 * and ambulances already deleted, or bookings already anonymised, are not kept.
 */
export class Migration20261123110000_history_personal_values extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- Keyed by the entry, with no foreign key (as history_entry has none): a reference would
      -- make TRUNCATE history_entry fail on it before the append-only guard could refuse it.
      create table history_entry_personal (
        entry_id bigint primary key,
        subject text not null check (subject in ('booking', 'ambulance', 'user')),
        subject_id uuid not null,
        changes jsonb not null default '[]'::jsonb check (jsonb_typeof(changes) = 'array'),
        reason text
      );
      create index history_entry_personal_subject_idx on history_entry_personal (subject, subject_id);

      -- Values are erased (DELETE), never rewritten.
      create function refuse_history_personal_update() returns trigger language plpgsql as $$
      begin
        raise exception 'history_entry_personal is erased, never changed: % refused', tg_op
          using errcode = 'restrict_violation';
      end $$;
      create trigger history_entry_personal_no_update before update on history_entry_personal
        for each row execute function refuse_history_personal_update();

      -- A deleted booking or vehicle takes its timeline's personal values with it.
      create function erase_history_personal() returns trigger language plpgsql as $$
      begin
        delete from history_entry_personal where subject = tg_argv[0] and subject_id = old.id;
        return null;
      end $$;
      create trigger booking_erase_history_personal after delete on booking
        for each row execute function erase_history_personal('booking');
      create trigger ambulance_erase_history_personal after delete on ambulance
        for each row execute function erase_history_personal('ambulance');

      -- Retention's batches: bookings not yet anonymised, by their last date.
      create index booking_retention_idx on booking ((greatest(created_at, updated_at, booking_date))) where anonymised_at is null;
      create index contact_submission_retention_idx on contact_submission (created_at) where anonymised_at is null;

      -- The entries written so far: the personal values of bookings and vehicles that still
      -- exist (and bookings not anonymised) move to the new table...
      create temporary table personal_field (subject text, field text) on commit drop;
      insert into personal_field values
        ('booking', 'customerName'), ('booking', 'customerPhone'), ('booking', 'customerEmail'),
        ('booking', 'pickupLocation'), ('booking', 'dropoffLocation'), ('booking', 'notes'), ('booking', 'driver'),
        ('ambulance', 'driverName'), ('ambulance', 'driverPhone');
      create temporary table legacy_entry on commit drop as
        select h.id, h.subject, h.subject_id,
               (select coalesce(jsonb_agg(c order by n), '[]'::jsonb)
                  from jsonb_array_elements(h.changes) with ordinality as e(c, n)
                 where (h.subject, c->>'field') in (select subject, field from personal_field)) as personal_changes,
               case when h.subject = 'booking' then h.reason end as personal_reason
          from history_entry h
         where h.subject in ('booking', 'ambulance');
      delete from legacy_entry where personal_changes = '[]'::jsonb and personal_reason is null;
      insert into history_entry_personal (entry_id, subject, subject_id, changes, reason)
        select l.id, l.subject, l.subject_id, l.personal_changes, l.personal_reason
          from legacy_entry l
         where (l.subject = 'booking' and exists (select 1 from booking b where b.id = l.subject_id and b.anonymised_at is null))
            or (l.subject = 'ambulance' and exists (select 1 from ambulance a where a.id = l.subject_id));

      -- ...and leave history_entry. This once, inside this migration's transaction, the
      -- append-only guard is lifted: no other transaction ever sees it lifted (DDL is
      -- transactional), and the application never lifts it (it no longer writes such values).
      alter table history_entry disable trigger history_entry_no_update_delete;
      update history_entry h
         set reason = case when h.subject = 'booking' then null else h.reason end,
             changes = (select coalesce(jsonb_agg(case when (h.subject, c->>'field') in (select subject, field from personal_field)
                                                       then jsonb_build_object('field', c->>'field', 'personal', true)
                                                       else c end order by n), '[]'::jsonb)
                          from jsonb_array_elements(h.changes) with ordinality as e(c, n))
        from legacy_entry l
       where l.id = h.id;
      alter table history_entry enable trigger history_entry_no_update_delete;
    `);
  }

  override async down(): Promise<void> {
    // The values move back where they were; erased ones stay erased (their places stay null).
    this.addSql(`
      alter table history_entry disable trigger history_entry_no_update_delete;
      update history_entry h
         set reason = coalesce(h.reason, p.reason),
             changes = (select coalesce(jsonb_agg(case when c->>'personal' = 'true'
                                                       then coalesce((select v from jsonb_array_elements(p.changes) v where v->>'field' = c->>'field'),
                                                                     jsonb_build_object('field', c->>'field', 'before', null, 'after', null))
                                                       else c end order by n), '[]'::jsonb)
                          from jsonb_array_elements(h.changes) with ordinality as e(c, n))
        from (select h2.id, hp.changes, hp.reason
                from history_entry h2 left join history_entry_personal hp on hp.entry_id = h2.id
               where hp.entry_id is not null or exists (select 1 from jsonb_array_elements(h2.changes) c where c->>'personal' = 'true')) p
       where p.id = h.id;
      alter table history_entry enable trigger history_entry_no_update_delete;
      drop trigger if exists booking_erase_history_personal on booking;
      drop trigger if exists ambulance_erase_history_personal on ambulance;
      drop function if exists erase_history_personal();
      drop table if exists history_entry_personal;
      drop function if exists refuse_history_personal_update();
      drop index if exists booking_retention_idx;
      drop index if exists contact_submission_retention_idx;
    `);
  }
}
