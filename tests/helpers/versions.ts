/**
 * Issue 18.2: every staff write carries the version of the row it was made from. Tests that
 * make a write without caring about concurrency read the current version first, as a screen
 * shows it (`tests/integration/concurrency.test.ts` covers stale versions).
 */
interface BookingReader {
  bookings: { byId: { query(input: { id: string }): Promise<{ version: number }> } };
}
interface FleetReader {
  fleet: { list: { query(): Promise<{ id: string; version: number }[]> } };
}

export async function bookingVersion(api: BookingReader, id: string): Promise<number> {
  return (await api.bookings.byId.query({ id })).version;
}

export async function ambulanceVersion(api: FleetReader, id: string): Promise<number> {
  const vehicle = (await api.fleet.list.query()).find((a) => a.id === id);
  if (!vehicle) throw new Error(`No ambulance ${id}`);
  return vehicle.version;
}
