import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { API_KEY_ROTATION_OVERLAP_HOURS, type ApiKeyScope, type apiKeyCreateInput } from '../../shared/schemas/api-keys';
import { ApiKeySchema, type ApiKey } from '../db/entities';
import { ConflictError, NotFoundError } from './errors';
import { findOrganisation } from './organisations.service';

/*
 * Partners' API keys (issue 38.1): made, listed, rotated and revoked by the organisation's people
 * (or an admin for them), and looked up on every API request (server/auth/api-keys.ts).
 *
 * A secret is 32 random bytes: only its SHA-256 is stored. A slow password hash (argon2) is for
 * secrets people choose, which can be guessed; a 256-bit random secret cannot be, so a fast hash
 * loses nothing and lets every request be checked against the database without a cost per call.
 */

/** Who made a key: a partner's person or an admin. */
export interface KeyMaker {
  id: string;
  fullName: string | null;
}

const SECRET_PREFIX = 'amb_';
/** How much of the secret lists show: its fixed start and 8 random characters (48 bits: tells keys apart, opens nothing). */
const SHOWN_PREFIX_LENGTH = SECRET_PREFIX.length + 8;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function newSecret(): { secret: string; hash: string; prefix: string } {
  const secret = SECRET_PREFIX + randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret), prefix: secret.slice(0, SHOWN_PREFIX_LENGTH) };
}

/** A key as the console lists it (never a secret or a hash). */
export function toApiKeyDTO(k: ApiKey, previousExpiresAt: Date | null = null) {
  return {
    id: k.id,
    organisationId: k.organisationId,
    name: k.name,
    scopes: [...k.scopes] as ApiKeyScope[],
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    createdByName: k.createdByName,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    /** After a rotation: until when the previous secret still works (null: none does). */
    previousExpiresAt: previousExpiresAt?.toISOString() ?? null,
  };
}
export type ApiKeyDTO = ReturnType<typeof toApiKeyDTO>;

/** The latest expiry of each key's previous secrets still working at `now`. */
async function previousExpiries(em: EntityManager, keyIds: string[], now: Date): Promise<Map<string, Date>> {
  if (keyIds.length === 0) return new Map();
  const rows = await em
    .getConnection()
    .execute<{ key_id: string; expires_at: Date }[]>(
      'select key_id, max(expires_at) as expires_at from api_key_secret where key_id in (?) and expires_at > ? group by key_id',
      [keyIds, now],
      'all',
      em.getTransactionContext(),
    );
  return new Map(rows.map((r) => [r.key_id, new Date(r.expires_at)]));
}

/** An organisation's keys, newest first, revoked ones included (they say when). */
export async function listApiKeys(em: EntityManager, organisationId: string, now = new Date()): Promise<ApiKeyDTO[]> {
  const keys = await em.find(ApiKeySchema, { organisationId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  const previous = await previousExpiries(em, keys.map((k) => k.id), now);
  return keys.map((k) => toApiKeyDTO(k, previous.get(k.id) ?? null));
}

/** Makes a key: the answer carries its secret, shown this once (only the hash is kept). */
export async function createApiKey(
  em: EntityManager,
  organisationId: string,
  input: z.output<typeof apiKeyCreateInput>,
  maker: KeyMaker,
): Promise<{ key: ApiKeyDTO; secret: string }> {
  return em.transactional(async (tx) => {
    await findOrganisation(tx, organisationId);
    const { secret, hash, prefix } = newSecret();
    const key = tx.create(ApiKeySchema, {
      organisationId,
      name: input.name,
      scopes: input.scopes,
      prefix,
      createdBy: maker.id,
      createdByName: maker.fullName ?? 'Unknown',
      createdAt: new Date(),
      lastUsedAt: null,
      revokedAt: null,
    });
    await tx.flush();
    await insertSecret(tx, key.id, hash);
    return { key: toApiKeyDTO(key), secret };
  });
}

async function insertSecret(tx: EntityManager, keyId: string, hash: string): Promise<void> {
  await tx.getConnection().execute('insert into api_key_secret (secret_hash, key_id) values (?, ?)', [hash, keyId], 'run', tx.getTransactionContext());
}

/** A key of the organisation (`organisationId` null: an admin, any key); another's is not found. */
async function lockKey(tx: EntityManager, id: string, organisationId: string | null): Promise<ApiKey> {
  const key = await tx.findOne(ApiKeySchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!key || (organisationId !== null && key.organisationId !== organisationId)) throw new NotFoundError('There is no such API key.');
  return key;
}

/**
 * Gives a key a new secret (shown this once). The secrets it had keep working for 24 hours (or
 * less, if they were to end sooner), so the partner's systems can switch over without a gap.
 */
export async function rotateApiKey(
  em: EntityManager,
  id: string,
  organisationId: string | null,
  now = new Date(),
): Promise<{ key: ApiKeyDTO; secret: string; previousExpiresAt: string }> {
  return em.transactional(async (tx) => {
    const key = await lockKey(tx, id, organisationId);
    if (key.revokedAt) throw new ConflictError('This API key is revoked: make a new one.');
    const until = new Date(now.getTime() + API_KEY_ROTATION_OVERLAP_HOURS * 3_600_000);
    await tx
      .getConnection()
      .execute(
        'update api_key_secret set expires_at = least(coalesce(expires_at, ?), ?) where key_id = ?',
        [until, until, key.id],
        'run',
        tx.getTransactionContext(),
      );
    const { secret, hash, prefix } = newSecret();
    await insertSecret(tx, key.id, hash);
    key.prefix = prefix;
    await tx.flush();
    return { key: toApiKeyDTO(key, until), secret, previousExpiresAt: until.toISOString() };
  });
}

/**
 * Revokes a key: every secret of it stops working at once, on every server process (each
 * request looks its key up in the database: server/auth/api-keys.ts). Revoking twice is a no-op.
 */
export async function revokeApiKey(em: EntityManager, id: string, organisationId: string | null, now = new Date()): Promise<ApiKeyDTO> {
  return em.transactional(async (tx) => {
    const key = await lockKey(tx, id, organisationId);
    if (!key.revokedAt) {
      key.revokedAt = now;
      await tx.getConnection().execute('delete from api_key_secret where key_id = ?', [key.id], 'run', tx.getTransactionContext());
    }
    await tx.flush();
    return toApiKeyDTO(key);
  });
}

/** What a valid key stands for on a request. */
export interface KeyHolder {
  id: string;
  name: string;
  organisationId: string;
  scopes: ApiKeyScope[];
}

/**
 * The key a secret belongs to, if it works at `now` (not revoked, not an expired previous
 * secret); null otherwise. Marks the key as used (at most once a minute, to spare writes).
 */
export async function findKeyBySecret(em: EntityManager, secret: string, now = new Date()): Promise<KeyHolder | null> {
  const connection = em.getConnection();
  const [row] = await connection.execute<{ id: string; name: string; organisation_id: string; scopes: ApiKeyScope[] }[]>(
    `select k.id, k.name, k.organisation_id, k.scopes
       from api_key_secret s join api_key k on k.id = s.key_id
      where s.secret_hash = ? and k.revoked_at is null and (s.expires_at is null or s.expires_at > ?)`,
    [hashSecret(secret), now],
  );
  if (!row) return null;
  await connection.execute(
    `update api_key set last_used_at = ? where id = ? and (last_used_at is null or last_used_at < ?::timestamptz - interval '1 minute')`,
    [now, row.id, now],
  );
  return { id: row.id, name: row.name, organisationId: row.organisation_id, scopes: row.scopes };
}
