import { Select } from '@mantine/core';
import { formatDistance, formatEstimate } from '../../../shared/geo';
import { HOSPITAL_SERVICE_LABELS, hospitalSuits, type HospitalService } from '../../../shared/hospitals';
import type { ServiceType } from '../../../shared/booking-values';
import { trpc, type RouterOutputs } from '../../lib/staff-client';

type Hospital = RouterOutputs['hospitals']['list'][number];
type Option = Hospital & { suitable: boolean; fromPickup: { distanceKm: number; minutes: number } | null };

/**
 * The destination as a listed receiving hospital (issue 39), or none (the text is typed). For a
 * booking with a pickup point, each hospital shows its distance and estimate from it; hospitals
 * that take what the service needs come first, nearest first.
 */
export function DestinationHospitalSelect({
  bookingId,
  serviceType,
  value,
  onChange,
}: {
  bookingId: string | null;
  serviceType: ServiceType;
  value: string | null;
  onChange: (hospital: Hospital | null) => void;
}) {
  const list = trpc.hospitals.list.useQuery(undefined, { enabled: bookingId === null });
  const options = trpc.hospitals.options.useQuery({ bookingId: bookingId ?? '' }, { enabled: bookingId !== null });
  const ranked: Option[] = bookingId
    ? (options.data?.hospitals ?? [])
    : (list.data ?? [])
        .map((h) => ({ ...h, suitable: hospitalSuits(serviceType, h.services), fromPickup: null }))
        .sort((a, b) => Number(b.suitable) - Number(a.suitable) || a.name.localeCompare(b.name));
  // The suitability shown follows the form's service, even before it is saved.
  const withService = ranked.map((h) => ({ ...h, suitable: hospitalSuits(serviceType, h.services) }));
  const label = (h: Option) =>
    [h.name, h.fromPickup ? `${formatDistance(h.fromPickup.distanceKm)} · ${formatEstimate(h.fromPickup.minutes)}` : null].filter(Boolean).join(' · ');
  const group = (suitable: boolean) => withService.filter((h) => h.suitable === suitable).map((h) => ({ value: h.id, label: label(h) }));
  const data = [
    { group: 'Suitable for this service', items: group(true) },
    { group: 'Other hospitals', items: group(false) },
  ].filter((g) => g.items.length > 0);
  const chosen = withService.find((h) => h.id === value);
  return (
    <Select
      label="Destination hospital"
      placeholder="None: type the destination"
      data={data}
      value={value}
      clearable
      searchable
      description={chosen ? `Takes: ${chosen.services.map((s: HospitalService) => HOSPITAL_SERVICE_LABELS[s]).join(', ')}` : 'Listed receiving hospitals; leave empty for any other destination'}
      onChange={(id) => onChange(withService.find((h) => h.id === id) ?? null)}
      data-testid="destination-hospital"
    />
  );
}
