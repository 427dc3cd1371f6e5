import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError } from './errors';

/** A partner organisation's person as the partner services see them (issue 37). */
export interface PartnerCaller {
  id: string;
  fullName: string;
  /** The one organisation whose trips they may see and change. */
  organisationId: string;
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
  caller: Pick<PartnerCaller, 'organisationId'>,
): Promise<void> {
  const [row] = await em
    .getConnection()
    .execute<{ organisation_id: string | null }[]>(`select organisation_id from ${table} where id = ?`, [id], 'all', em.getTransactionContext());
  if (!row || row.organisation_id !== caller.organisationId) throw new ForbiddenError(table === 'booking' ? NOT_YOUR_TRIP : "This series is not your organisation's.");
}
