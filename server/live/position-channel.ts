/**
 * The channel a vehicle's position is announced on (issue 20). Positions never go through the
 * change-event outbox: server/services/positions.service.ts sends a `pg_notify` on this channel
 * (at most once per vehicle per second), the hub hears it and hands it to the subscriptions.
 */
export const POSITION_CHANNEL = 'vehicle_position';

/** The announcement's payload (JSON), as sent on POSITION_CHANNEL and read back by the hub. */
export interface PositionAnnouncement {
  ambulanceId: string;
  /** Null only in a latest position whose booking was deleted since. */
  bookingId: string | null;
  latitude: number;
  longitude: number;
  accuracyM: number;
  fixedAt: string;
}
