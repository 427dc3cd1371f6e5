import { Migration } from '@mikro-orm/migrations';

/**
 * Change events get a stream position that follows commit order, not insert order.
 *
 * `id` is handed out when a row is inserted, so a transaction that inserts early and commits
 * late lands below ids a client has already seen, and `id > lastEventId` skips it for good.
 * `position` is assigned by a deferred trigger, i.e. while the transaction commits, under a
 * transaction-level advisory lock that PostgreSQL releases only after the commit is visible:
 * whoever reads position N can already see every position below N. Resuming with
 * `position > last` is therefore exact. Only the commit step is serialised (the lock is taken
 * after every other statement of the transaction has run), so no lock-order deadlock can arise.
 * The NOTIFY moves to the same trigger and carries the position.
 */
export class Migration20261122100000_change_event_position extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table change_event add column position bigint;
      create sequence change_event_position_seq as bigint;
      update change_event set position = id;
      select setval('change_event_position_seq', coalesce((select max(position) from change_event), 0) + 1, false);
      create unique index change_event_position_idx on change_event (position);

      drop trigger change_event_notify on change_event;
      drop function notify_change_event();

      create function change_event_assign_position() returns trigger language plpgsql as $$
      declare
        pos bigint;
      begin
        -- One committer at a time from here to the end of its commit (key: any fixed number).
        perform pg_advisory_xact_lock(20261122100000);
        pos := nextval('change_event_position_seq');
        update change_event set position = pos where id = new.id;
        perform pg_notify('app_changes', pos::text);
        return null;
      end $$;
      create constraint trigger change_event_position after insert on change_event
        deferrable initially deferred
        for each row execute function change_event_assign_position();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger change_event_position on change_event;
      drop function change_event_assign_position();
      create function notify_change_event() returns trigger language plpgsql as $$
      begin
        perform pg_notify('app_changes', new.id::text);
        return new;
      end $$;
      create trigger change_event_notify after insert on change_event
        for each row execute function notify_change_event();
      drop index change_event_position_idx;
      alter table change_event drop column position;
      drop sequence change_event_position_seq;
    `);
  }
}
