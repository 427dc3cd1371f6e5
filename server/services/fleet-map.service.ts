import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingReference } from '../../shared/dispatch';
import type { EstimateConfig, LatLng } from '../../shared/geo';
import type { MapTiles } from '../../shared/map-tiles';
import type { ServiceType } from '../../shared/schemas/booking';
import { latestPositions } from './positions.service';

/**
 * The control room's fleet map (issue 20.4): every vehicle's latest position, the pending
 * requests that have a pickup point, and what the map needs from run-time configuration. The
 * vehicles themselves (state, booking) come from `fleet.list`; live positions from
 * `fleet.onPosition`. No patient data: a request is its reference, service and point.
 */
export interface PendingPickup {
  id: string;
  reference: string;
  serviceType: ServiceType;
  lat: number;
  lng: number;
  createdAt: string;
}

interface PendingRow {
  id: string;
  service_type: ServiceType;
  pickup_lat: number;
  pickup_lng: number;
  created_at: Date | string;
}

export async function fleetMap(em: EntityManager, settings: { mapTiles: MapTiles | null; base: LatLng; estimates: EstimateConfig }) {
  const [positions, pending] = await Promise.all([
    latestPositions(em),
    em
      .getConnection()
      .execute<PendingRow[]>(
        `select id, service_type, pickup_lat, pickup_lng, created_at from booking
          where status = 'pending' and not possible_spam and pickup_lat is not null and pickup_lng is not null
          order by created_at limit 200`,
      ),
  ]);
  return {
    mapTiles: settings.mapTiles,
    base: settings.base,
    estimates: settings.estimates,
    positions,
    pending: pending.map(
      (r): PendingPickup => ({
        id: r.id,
        reference: bookingReference(r.id),
        serviceType: r.service_type,
        lat: Number(r.pickup_lat),
        lng: Number(r.pickup_lng),
        createdAt: new Date(r.created_at).toISOString(),
      }),
    ),
  };
}
