import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38.1: partners' API keys.
 * - `api_key`: a key of one organisation (name, scopes, who made it, when it was last used,
 *   when it was revoked). `prefix` is the start of its current secret, shown in lists so a
 *   person can tell keys apart; it is not enough to use the key.
 * - `api_key_secret`: the SHA-256 of each secret of a key. A rotation adds a secret and gives
 *   the previous ones `expires_at` (24 hours on), so a partner's systems can switch over; the
 *   current secret has none. Only hashes are stored.
 */
export class Migration20261128190000_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table api_key (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade,
        name text not null check (length(name) between 1 and 100),
        scopes text[] not null check (cardinality(scopes) between 1 and 3 and scopes <@ array['trips:read', 'trips:write', 'webhooks:manage']),
        prefix text not null,
        created_by uuid references profile (id) on delete set null,
        created_by_name text not null,
        created_at timestamptz not null default now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      );
      create index api_key_organisation_idx on api_key (organisation_id, created_at desc);

      create table api_key_secret (
        secret_hash text primary key check (length(secret_hash) = 64),
        key_id uuid not null references api_key (id) on delete cascade,
        expires_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index api_key_secret_key_idx on api_key_secret (key_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table api_key_secret; drop table api_key;');
  }
}
