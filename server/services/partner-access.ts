import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, NotFoundError } from './errors';
import { apiKeyActor, partnerActor, type HistoryActor } from './history.service';

/**
 * A partner organisation's person as the partner services see them (issue 37), or one of its
 * API keys (issue 38): then `id` is the key's and `fullName` names the key.
 */
export interface PartnerCaller {
  id: string;
  fullName: string;
  /** The one organisation whose trips they may see and change. */
  organisationId: string;
  /** Set when the caller is an API key (issue 38.1): its name, as the history shows it. */
  apiKey?: { name: string };
}

/** Who the history names for the caller: the person, or "API key <name>". */
export function partnerCallerActor(caller: PartnerCaller): HistoryActor {
  return caller.apiKey ? apiKeyActor({ id: caller.id, name: caller.apiKey.name }) : partnerActor(caller);
}

/** The person who asked (a booking's `requested_by`); none for an API key. */
export function personOf(caller: PartnerCaller): string | null {
  return caller.apiKey ? null : caller.id;
}

export const NOT_YOUR_TRIP = "This trip is not your organisation's.";

/**
 * The own-organisation rule, written once: a partner sees and changes only its organisation's
 * bookings and series. Checked before anything is locked or read, with the same 403 whether
 * the row is another organisation's or does not exist, so a partner learns nothing about
 * anyone else's.
 */
export async function assertOwnOrganisation(
  em: EntityManager,
  table: 'booking' | 'partner_series',
  id: string,
  caller: Pick<PartnerCaller, 'organisationId' | 'apiKey'>,
): Promise<void> {
  const [row] = await em
    .getConnection()
    .execute<{ organisation_id: string | null }[]>(`select organisation_id from ${table} where id = ?`, [id], 'all', em.getTransactionContext());
  if (!row || row.organisation_id !== caller.organisationId) {
    // The API (issue 38) answers as if the row did not exist: 404, whichever it is.
    if (caller.apiKey) throw new NotFoundError(table === 'booking' ? 'There is no such trip.' : 'There is no such series.');
    throw new ForbiddenError(table === 'booking' ? NOT_YOUR_TRIP : "This series is not your organisation's.");
  }
}
