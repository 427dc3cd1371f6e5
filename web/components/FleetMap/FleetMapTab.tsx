import { Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef } from 'react';
import { AMBULANCE_TYPE_LABELS } from '../../../shared/schemas/ambulance';
import { SERVICE_TYPE_LABELS } from '../../../shared/booking-values';
import { MAP_LAYERS, VEHICLE_MAP_STATE_LABELS, isStale, layersOf, layersText, positionAgeText, vehicleMapState, type MapLayer } from '../../../shared/fleet-positions';
import { MAP_VIEW, useStaffSearch, useUrlField } from '../../lib/staff-search';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { useFetchErrorToast } from '../../lib/staff-feedback';
import { AnchorLink } from '../../lib/staff-links';
import { createMap, domMarker, L, markerElement } from './leaflet-map';
import { PositionsStatus, useLivePositions, useTicker, type FleetMapData } from './use-live-positions';

type Vehicle = RouterOutputs['fleet']['list'][number];
const LAYER_LABELS: Record<MapLayer, string> = { vehicles: 'Vehicles', requests: 'Pending requests' };

/**
 * The control room's map (issue 20.4): every vehicle with a position, its state (available,
 * busy, in maintenance) and how old its position is (stale after 2 minutes), and the pending
 * requests that have a pickup point. Clicking a vehicle on a booking opens the booking. The
 * view (centre, zoom, layers) is in the URL. The table under it says the same in words, for
 * every vehicle (also those with no position).
 */
export function FleetMapTab() {
  const { search, update } = useStaffSearch();
  const vehicles = trpc.fleet.list.useQuery();
  const live = useLivePositions();
  useFetchErrorToast(vehicles.error ?? live.error ?? null, 'Failed to fetch the fleet map');
  const now = useTicker();
  const [layersShown, showLayers] = useUrlField(search.layers, (text) => void update({ layers: text }, { replace: true }));
  const layers = layersOf(layersShown);
  const toggle = (layer: MapLayer, on: boolean) => {
    const next = new Set(layers);
    if (on) next.add(layer);
    else next.delete(layer);
    showLayers(layersText(next));
  };

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Fleet map
        </Title>
        <Group gap="md">
          {MAP_LAYERS.map((layer) => (
            <Checkbox key={layer} label={LAYER_LABELS[layer]} checked={layers.has(layer)} onChange={(e) => toggle(layer, e.currentTarget.checked)} />
          ))}
          <PositionsStatus stream={live.stream} />
        </Group>
      </Group>
      {live.data && vehicles.data ? (
        <FleetMapView data={live.data} vehicles={vehicles.data} now={now} layers={layers} />
      ) : (
        <Text>Loading the map…</Text>
      )}
      <Text size="sm" c="dimmed">
        Green: available · Red: busy · Grey, dashed: in maintenance · Faded, dotted: no position for 2 minutes · Blue: pending request with a pickup point.
      </Text>
      {vehicles.data ? <VehicleTable vehicles={vehicles.data} positions={live.byVehicle} now={now} /> : null}
    </Stack>
  );
}

function FleetMapView({ data, vehicles, now, layers }: { data: FleetMapData; vehicles: Vehicle[]; now: number; layers: ReadonlySet<MapLayer> }) {
  const { search, update } = useStaffSearch();
  const navigate = useNavigate();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const groups = useRef<{ vehicles: L.LayerGroup; requests: L.LayerGroup } | null>(null);
  const vehicleMarkers = useRef(new Map<string, { marker: L.Marker; pin: ReturnType<typeof markerElement>; bookingId: string | null }>());
  const requestMarkers = useRef(new Map<string, L.Marker>());

  // The view moved by hand: into the URL, replacing the entry (Back leaves the map, not each pan).
  const viewMoved = useEffectEvent(() => {
    const m = map.current;
    if (!m) return;
    const centre = m.getCenter();
    const view = { lat: round(centre.lat), lng: round(centre.lng), zoom: m.getZoom() };
    if (view.lat !== search.lat || view.lng !== search.lng || view.zoom !== search.zoom) void update(view, { replace: true });
  });
  const openBooking = useEffectEvent((bookingId: string) => void navigate({ to: '/admin/bookings/$id', params: { id: bookingId } }));

  useEffect(() => {
    const m = createMap(element.current!, {
      tiles: data.mapTiles,
      centre: search.lat !== undefined && search.lng !== undefined ? { lat: search.lat, lng: search.lng } : data.base,
      zoom: search.zoom ?? MAP_VIEW.defaultZoom,
      label: 'Fleet map',
    });
    map.current = m;
    groups.current = { vehicles: L.layerGroup(), requests: L.layerGroup() };
    m.on('moveend', () => viewMoved());
    const markers = vehicleMarkers.current;
    const requests = requestMarkers.current;
    return () => {
      m.remove();
      map.current = null;
      markers.clear();
      requests.clear();
    };
    // Made once; the view follows the URL below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back or a link changed the URL's view: the map follows.
  useEffect(() => {
    const m = map.current;
    if (!m || search.lat === undefined || search.lng === undefined) return;
    const centre = m.getCenter();
    const zoom = search.zoom ?? m.getZoom();
    if (round(centre.lat) !== search.lat || round(centre.lng) !== search.lng || zoom !== m.getZoom()) m.setView([search.lat, search.lng], zoom, { animate: false });
  }, [search.lat, search.lng, search.zoom]);

  useEffect(() => {
    const m = map.current;
    const g = groups.current;
    if (!m || !g) return;
    for (const layer of MAP_LAYERS) {
      if (layers.has(layer)) g[layer].addTo(m);
      else g[layer].remove();
    }
  }, [layers]);

  // Vehicles: one marker each while it has a position, moved and relabelled in place.
  useEffect(() => {
    const g = groups.current;
    if (!g) return;
    const markers = vehicleMarkers.current;
    const positions = new Map(data.positions.map((p) => [p.ambulanceId, p]));
    for (const vehicle of vehicles) {
      const position = positions.get(vehicle.id);
      const existing = markers.get(vehicle.id);
      if (!position) {
        if (existing) {
          existing.marker.remove();
          markers.delete(vehicle.id);
        }
        continue;
      }
      const state = vehicleMapState(vehicle);
      const bookingId = vehicle.activeBooking?.id ?? null;
      let entry = existing;
      if (!entry) {
        const pin = markerElement(state);
        const marker = domMarker(
          { lat: position.latitude, lng: position.longitude },
          pin.root,
          { title: vehicle.vehicleNumber, onClick: () => entry?.bookingId && openBooking(entry.bookingId) },
        ).addTo(g.vehicles);
        entry = { marker, pin, bookingId };
        markers.set(vehicle.id, entry);
      } else {
        entry.marker.setLatLng([position.latitude, position.longitude]);
      }
      entry.bookingId = bookingId;
      const stale = isStale(position.fixedAt, now);
      const pin = entry.pin;
      pin.root.className = `staff-map-pin staff-map-pin--${state}${stale ? ' staff-map-pin--stale' : ''}`;
      pin.root.dataset.testid = 'map-vehicle';
      pin.root.dataset.vehicle = vehicle.vehicleNumber;
      pin.root.dataset.state = state;
      pin.root.dataset.stale = String(stale);
      pin.root.dataset.lat = String(position.latitude);
      pin.root.dataset.lng = String(position.longitude);
      pin.title.textContent = vehicle.vehicleNumber;
      pin.detail.textContent = `${VEHICLE_MAP_STATE_LABELS[state]} · ${positionAgeText(position.fixedAt, now)}`;
      pin.root.title = bookingId ? `${vehicle.vehicleNumber}: open booking ${vehicle.activeBooking!.reference}` : `${vehicle.vehicleNumber}: no booking`;
    }
    for (const [id, entry] of markers) {
      if (!vehicles.some((v) => v.id === id)) {
        entry.marker.remove();
        markers.delete(id);
      }
    }
  }, [data.positions, vehicles, now]);

  // Pending requests with a pickup point.
  useEffect(() => {
    const g = groups.current;
    if (!g) return;
    const markers = requestMarkers.current;
    const pending = new Set(data.pending.map((r) => r.id));
    for (const [id, marker] of markers) {
      if (!pending.has(id)) {
        marker.remove();
        markers.delete(id);
      }
    }
    for (const request of data.pending) {
      const existing = markers.get(request.id);
      if (existing) {
        existing.setLatLng([request.lat, request.lng]);
        continue;
      }
      const pin = markerElement('request');
      pin.root.dataset.testid = 'map-request';
      pin.title.textContent = `Request ${request.reference}`;
      pin.detail.textContent = SERVICE_TYPE_LABELS[request.serviceType];
      markers.set(request.id, domMarker({ lat: request.lat, lng: request.lng }, pin.root, { title: `Request ${request.reference}`, onClick: () => openBooking(request.id) }).addTo(g.requests));
    }
  }, [data.pending]);

  return <div ref={element} className="staff-map" data-testid="fleet-map" />;
}

/** Five decimals (about a metre) keep the URL short. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

function VehicleTable({ vehicles, positions, now }: { vehicles: Vehicle[]; positions: Map<string, { fixedAt: string }>; now: number }) {
  return (
    <Paper withBorder radius="md">
      <Table striped data-testid="map-vehicles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Position</Table.Th>
            <Table.Th>Booking</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicles.map((v) => {
            const position = positions.get(v.id);
            return (
              <Table.Tr key={v.id} data-vehicle={v.vehicleNumber}>
                <Table.Td>
                  {v.vehicleNumber}{' '}
                  <Text span size="xs" c="dimmed">
                    {AMBULANCE_TYPE_LABELS[v.ambulanceType]}
                  </Text>
                </Table.Td>
                <Table.Td>{VEHICLE_MAP_STATE_LABELS[vehicleMapState(v)]}</Table.Td>
                <Table.Td>{positionAgeText(position?.fixedAt ?? null, now)}</Table.Td>
                <Table.Td>
                  {v.activeBooking ? (
                    <AnchorLink to="/admin/bookings/$id" params={{ id: v.activeBooking.id }}>
                      {v.activeBooking.reference}
                    </AnchorLink>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
