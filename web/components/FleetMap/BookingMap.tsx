import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { proximityLabel, NO_RECENT_POSITION, usableForEstimate } from '../../../shared/fleet-positions';
import { estimateTravel, formatPoint, type LatLng } from '../../../shared/geo';
import { MAP_VIEW } from '../../lib/staff-search';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorMessage, errorToast, successToast } from '../../lib/staff-feedback';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { createMap, domMarker, L, markerElement } from './leaflet-map';
import { PositionsStatus, useLivePositions, useTicker } from './use-live-positions';

type DetailBooking = RouterOutputs['bookings']['byId'];

/** A booking holds its vehicle (and the map shows it) while confirmed or in progress. */
const HOLDS_VEHICLE = new Set(['confirmed', 'in_progress']);

/**
 * The booking's live map (issue 20.4): the pickup point and the assigned vehicle, with the
 * distance and estimate between them, following the vehicle's positions as they arrive. Staff
 * who may change the booking set or correct the pickup point by clicking the map (issue 20.2),
 * through the same `setPickupPoint` as the pasted form.
 */
export function BookingMap({ booking, canManage, minHeight }: { booking: DetailBooking; canManage: boolean; minHeight?: number }) {
  // Only the booking's vehicle's fixes once it has one (the map shows no other vehicle).
  const live = useLivePositions(booking.ambulance && HOLDS_VEHICLE.has(booking.status) ? booking.ambulance.id : undefined);
  const now = useTicker();
  const utils = trpc.useUtils();
  const setPoint = trpc.bookings.setPickupPoint.useMutation();
  const [proposed, setProposed] = useState<LatLng | null>(null);
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pickupMarker = useRef<{ marker: L.Marker; pin: ReturnType<typeof markerElement> } | null>(null);
  const vehicleMarker = useRef<{ marker: L.Marker; pin: ReturnType<typeof markerElement> } | null>(null);
  const proposedMarker = useRef<L.Marker | null>(null);

  const vehicle = booking.ambulance && HOLDS_VEHICLE.has(booking.status) ? booking.ambulance : null;
  const position = vehicle ? (live.byVehicle.get(vehicle.id) ?? null) : null;
  const pickup = booking.pickupPoint;
  const estimates = live.data?.estimates;
  const travel =
    position && pickup && estimates && usableForEstimate(position)
      ? estimateTravel({ lat: position.latitude, lng: position.longitude }, pickup, estimates)
      : null;
  const editable = canManage;

  const clicked = useEffectEvent((point: LatLng) => {
    if (editable) setProposed(point);
  });

  // The map, once the tiles' configuration is known.
  const ready = live.data !== undefined;
  useEffect(() => {
    if (!ready || !element.current) return;
    const start = pickup ?? (position ? { lat: position.latitude, lng: position.longitude } : live.data!.base);
    const m = createMap(element.current, { tiles: live.data!.mapTiles, centre: start, zoom: pickup || position ? 14 : MAP_VIEW.defaultZoom, label: 'Booking map' });
    m.on('click', (event: L.LeafletMouseEvent) => clicked({ lat: event.latlng.lat, lng: event.latlng.lng }));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      pickupMarker.current = null;
      vehicleMarker.current = null;
      proposedMarker.current = null;
    };
    // Made once; markers follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  // The pickup point.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!pickup) {
      pickupMarker.current?.marker.remove();
      pickupMarker.current = null;
      return;
    }
    if (!pickupMarker.current) {
      const pin = markerElement('pickup');
      pin.root.dataset.testid = 'map-pickup';
      pin.title.textContent = 'Pickup point';
      pickupMarker.current = { marker: domMarker(pickup, pin.root, { title: 'Pickup point' }).addTo(m), pin };
    }
    pickupMarker.current.marker.setLatLng([pickup.lat, pickup.lng]);
    pickupMarker.current.pin.detail.textContent = formatPoint(pickup);
  }, [pickup, ready]);

  // The vehicle: moved in place; the view follows when it leaves it.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!vehicle || !position) {
      vehicleMarker.current?.marker.remove();
      vehicleMarker.current = null;
      return;
    }
    const point: LatLng = { lat: position.latitude, lng: position.longitude };
    if (!vehicleMarker.current) {
      const pin = markerElement('busy');
      pin.root.dataset.testid = 'map-vehicle';
      vehicleMarker.current = { marker: domMarker(point, pin.root, { title: vehicle.vehicleNumber }).addTo(m), pin };
      fitAll(m, [point, ...(pickup ? [pickup] : [])]);
    }
    const entry = vehicleMarker.current;
    entry.marker.setLatLng([point.lat, point.lng]);
    entry.pin.root.dataset.vehicle = vehicle.vehicleNumber;
    entry.pin.root.dataset.lat = String(point.lat);
    entry.pin.root.dataset.lng = String(point.lng);
    entry.pin.title.textContent = vehicle.vehicleNumber;
    if (!m.getBounds().contains([point.lat, point.lng])) fitAll(m, [point, ...(pickup ? [pickup] : [])]);
  }, [vehicle, position, pickup, ready]);

  // A point clicked, waiting to be saved.
  useEffect(() => {
    const m = map.current;
    proposedMarker.current?.remove();
    proposedMarker.current = null;
    if (!m || !proposed) return;
    const pin = markerElement('proposed');
    pin.title.textContent = 'New pickup point?';
    pin.detail.textContent = formatPoint(proposed);
    proposedMarker.current = domMarker(proposed, pin.root, { title: 'New pickup point' }).addTo(m);
  }, [proposed, ready]);

  // The ages move on; the vehicle's line below says them (the marker's detail too).
  const line = vehicle
    ? travel && position
      ? `${vehicle.vehicleNumber}: ${proximityLabel({ distanceKm: travel.distanceKm, minutes: travel.minutes, fixedAt: position.fixedAt }, now)}`
      : `${vehicle.vehicleNumber}: ${position ? (pickup ? 'position not accurate enough for an estimate' : 'no pickup point to measure from') : NO_RECENT_POSITION}`
    : null;
  useEffect(() => {
    if (vehicleMarker.current && line) vehicleMarker.current.pin.detail.textContent = line.slice(line.indexOf(':') + 2);
  }, [line]);

  const save = async () => {
    if (!proposed) return;
    let failed = false;
    try {
      const result = await setPoint.mutateAsync({ bookingId: booking.id, version: booking.version, point: formatPoint(proposed) });
      utils.bookings.byId.setData({ id: booking.id }, (old) => old && { ...old, ...result.booking, pickupFromBase: result.pickupFromBase });
      successToast('Pickup point saved', result.warning ?? undefined);
      setProposed(null);
    } catch (error) {
      failed = true;
      errorToast('Failed to save pickup point', apiErrorMessage(error));
    } finally {
      refreshAfterChange(utils, ['booking'], { failed });
    }
  };

  return (
    <Paper withBorder p="md" radius="md" mih={minHeight} data-testid="booking-map">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h5">
          Map
        </Title>
        <PositionsStatus stream={live.stream} />
      </Group>
      {line ? (
        <Text size="sm" fw={600} mb="xs" data-testid="booking-map-estimate">
          {line}
        </Text>
      ) : null}
      {editable ? (
        <Text size="sm" c="dimmed" mb="xs">
          Click the map to set the pickup point there.
        </Text>
      ) : null}
      {proposed ? (
        <Group gap="xs" mb="xs" data-testid="proposed-point">
          <Text size="sm">Set the pickup point to {formatPoint(proposed)}?</Text>
          <Button size="xs" loading={setPoint.isPending} onClick={() => void save()}>
            Save pickup point here
          </Button>
          <Button size="xs" variant="default" onClick={() => setProposed(null)} disabled={setPoint.isPending}>
            Cancel
          </Button>
        </Group>
      ) : null}
      {ready ? <div ref={element} className="staff-map staff-map--small" data-testid="booking-map-canvas" /> : <Text className="staff-map staff-map--small">Loading the map…</Text>}
    </Paper>
  );
}

function fitAll(map: L.Map, points: LatLng[]): void {
  if (points.length === 1) map.setView([points[0].lat, points[0].lng], Math.max(map.getZoom(), 14));
  else map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { padding: [40, 40], maxZoom: 16 });
}
