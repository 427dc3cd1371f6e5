import { Migration } from '@mikro-orm/migrations';

/**
 * Crew on a phone (issue 11): the `crew` role, linked to one ambulance, and the times of the
 * crew's steps on each booking. The booking's status stays the spec's five; the steps add when
 * the vehicle set off, reached the pickup, took the patient on board and reached the
 * destination (completion is `ended_at`, see the tracking migration).
 */
export class Migration20261122140000_tracking_crew extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table user_role drop constraint if exists user_role_role_check;
      alter table user_role add constraint user_role_role_check check (role in ('viewer', 'operator', 'admin', 'crew'));
      -- A crew account's vehicle: the bookings assigned to it are the only ones it may see.
      alter table user_role add column ambulance_id uuid references ambulance (id) on delete set null;
      alter table user_role add constraint user_role_vehicle_only_for_crew check (ambulance_id is null or role = 'crew');
      create index user_role_ambulance_id_idx on user_role (ambulance_id) where ambulance_id is not null;
      -- Whoever changes a crew member's role to another (Users, the CLI), the vehicle link goes.
      create function user_role_drop_vehicle() returns trigger language plpgsql as $$
      begin
        if new.role <> 'crew' then new.ambulance_id := null; end if;
        return new;
      end $$;
      create trigger user_role_drop_vehicle before insert or update of role on user_role
        for each row execute function user_role_drop_vehicle();

      alter table booking
        add column on_the_way_at timestamptz,
        add column at_pickup_at timestamptz,
        add column on_board_at timestamptz,
        add column at_destination_at timestamptz;
      create index booking_at_pickup_at_idx on booking (at_pickup_at) where at_pickup_at is not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index if exists booking_at_pickup_at_idx;
      alter table booking drop column on_the_way_at, drop column at_pickup_at, drop column on_board_at, drop column at_destination_at;
      drop trigger user_role_drop_vehicle on user_role;
      drop function user_role_drop_vehicle();
      drop index user_role_ambulance_id_idx;
      alter table user_role drop constraint user_role_vehicle_only_for_crew;
      alter table user_role drop column ambulance_id;
      delete from user_role where role = 'crew';
      alter table user_role drop constraint user_role_role_check;
      alter table user_role add constraint user_role_role_check check (role in ('viewer', 'operator', 'admin'));
    `);
  }
}
