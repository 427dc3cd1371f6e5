import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import { format } from 'date-fns/format';
import { roundToNearestMinutes } from 'date-fns/roundToNearestMinutes';
import { subDays } from 'date-fns/subDays';
import { subHours } from 'date-fns/subHours';
import type { Role } from '../../shared/roles';
import { providerToday } from '../../shared/dates';
import type { AmbulanceType } from '../../shared/schemas/ambulance';
import type { BookingStatus, ServiceType } from '../../shared/schemas/booking';
import { hashPassword } from '../auth/password';
import { partnerActor, recordHistory } from '../services/history.service';
import { partnerBookingValues, queueTimeFor } from '../services/partner-trips.service';
import { generateSeriesTrips } from '../services/series.service';
import type { OrganisationKind } from '../../shared/schemas/partner';
import type { HospitalService } from '../../shared/hospitals';
import { DEMO_RATE_CARD } from './demo-rate-card';
import { AmbulanceSchema, BookingSchema, ContactSubmissionSchema, HospitalSchema, OrganisationSchema, PartnerSeriesSchema, ProfileSchema, RateCardSchema, UserRoleSchema, type Ambulance } from './entities';

export interface SeededAccounts {
  password: string;
  generatedPassword: boolean;
  accounts: { email: string; role: Role | null; vehicle?: string; organisation?: string }[];
}

/** Crew accounts work on one vehicle (issue 19.6): one is on a trip now, one waits for one. */
export const DEMO_ACCOUNTS: { email: string; fullName: string; phone: string; role: Role | null; vehicle?: string }[] = [
  { email: 'admin@demo.example.com', fullName: 'Anita Rao', phone: '+919845000001', role: 'admin' },
  { email: 'operator@demo.example.com', fullName: 'Suresh Kumar', phone: '+919845000002', role: 'operator' },
  { email: 'viewer@demo.example.com', fullName: 'Meera Nair', phone: '+919845000003', role: 'viewer' },
  { email: 'crew1@demo.example.com', fullName: 'Joseph D\'Souza', phone: '+919880011006', role: 'crew', vehicle: 'KA-53-EM-4420' },
  { email: 'crew2@demo.example.com', fullName: 'Ganesh Murthy', phone: '+919880011011', role: 'crew', vehicle: 'KA-50-MR-9020' },
  // The newest account: it waits for an administrator to give it a role.
  { email: 'newhire@demo.example.com', fullName: 'Rahul Shetty', phone: '+919845000004', role: null },
];

/** Partner organisations (issue 37): a hospital and a dialysis centre, one person each. */
export const DEMO_ORGANISATIONS: { name: string; kind: OrganisationKind; address: string; lat: number; lng: number; billing: [string, string, string]; person: { email: string; fullName: string } }[] = [
  {
    name: 'Marathahalli Care Hospital',
    kind: 'hospital',
    address: 'Outer Ring Road, Marathahalli, Bengaluru 560037',
    lat: 12.9569,
    lng: 77.7011,
    billing: ['Accounts desk', 'accounts@hospital.demo.example.com', '08041239001'],
    person: { email: 'partner@hospital.demo.example.com', fullName: 'Kavya Menon' },
  },
  {
    name: 'Bellandur Kidney & Dialysis Centre',
    kind: 'dialysis_centre',
    address: 'Sarjapur Outer Ring Road, Bellandur, Bengaluru 560103',
    lat: 12.9255,
    lng: 77.6762,
    billing: ['Centre manager', 'billing@dialysis.demo.example.com', '08041239002'],
    person: { email: 'partner@dialysis.demo.example.com', fullName: 'Farhan Ali' },
  },
];

/** A few one-off partner trips around today: [organisation index, patient, phone, destination, hours from now, status]. */
const PARTNER_TRIPS: [number, string, string, string, number, BookingStatus][] = [
  [0, 'Lakshmi Devi', '+919845077001', 'Home: 4th Cross, HAL 2nd Stage, Indiranagar', 3, 'pending'],
  [0, 'Abdul Rahman', '+919845077002', 'Whitefield Heart Institute, ITPL Main Road', 26, 'pending'],
  [0, 'Shanthi Rao', '+919845077003', 'Home: 12th Main, Jayanagar 4th Block', -20, 'completed'],
  [1, 'Gopal Krishna', '+919845077004', 'Home: Kadubeesanahalli, Outer Ring Road', 2, 'pending'],
];

const FLEET: { vehicleNumber: string; ambulanceType: AmbulanceType; driver?: [string, string]; available: boolean; serviced?: number; due?: number }[] = [
  { vehicleNumber: 'KA-01-AB-1001', ambulanceType: 'icu', driver: ['Manjunath Gowda', '+919880011001'], available: true, serviced: 40, due: 50 },
  { vehicleNumber: 'KA-01-AB-1002', ambulanceType: 'icu', driver: ['Ravi Shankar', '+919880011002'], available: false, serviced: 12, due: 78 },
  { vehicleNumber: 'KA-03-MH-2207', ambulanceType: 'icu', driver: ['Imran Pasha', '+919880011003'], available: true, serviced: 75, due: 15 },
  { vehicleNumber: 'KA-51-EM-3310', ambulanceType: 'emergency', driver: ['Prakash Naik', '+919880011004'], available: true, serviced: 20, due: 70 },
  { vehicleNumber: 'KA-51-EM-3311', ambulanceType: 'emergency', driver: ['Venkatesh Reddy', '+919880011005'], available: true, serviced: 88, due: 2 },
  { vehicleNumber: 'KA-53-EM-4420', ambulanceType: 'emergency', driver: ['Joseph D\'Souza', '+919880011006'], available: false },
  { vehicleNumber: 'KA-05-BL-5102', ambulanceType: 'basic', driver: ['Harish Kumar', '+919880011007'], available: true, serviced: 30, due: 60 },
  { vehicleNumber: 'KA-05-BL-5103', ambulanceType: 'basic', available: true },
  { vehicleNumber: 'KA-04-CD-6150', ambulanceType: 'cardiac', driver: ['Syed Akbar', '+919880011008'], available: true, serviced: 55, due: 35 },
  { vehicleNumber: 'KA-02-NN-7001', ambulanceType: 'neonatal', driver: ['Lakshmi Devi', '+919880011009'], available: true, serviced: 10, due: 80 },
  { vehicleNumber: 'KA-01-IC-8800', ambulanceType: 'intercity', driver: ['Naveen Patil', '+919880011010'], available: false, serviced: 95, due: -5 },
  { vehicleNumber: 'KA-50-MR-9020', ambulanceType: 'basic', driver: ['Ganesh Murthy', '+919880011011'], available: true },
];

const PEOPLE = [
  ['Priya Sharma', '+919812345601'],
  ['Arjun Menon', '+919812345602'],
  ['Kavya Reddy', '+919812345603'],
  ['Mohammed Farhan', '+919812345604'],
  ['Deepa Iyer', '+919812345605'],
  ['Sandeep Hegde', '+919812345606'],
  ['Fatima Begum', '+919812345607'],
  ['Vikram Singh', '+919812345608'],
  ['Sneha Kulkarni', '+919812345609'],
  ['Rajesh Pillai', '+919812345610'],
  ['Ananya Bhat', '+919812345611'],
  ['Thomas George', '+919812345612'],
] as const;

const PLACES = [
  'Varthur Main Road, Varthur',
  'ITPL Main Road, Whitefield',
  'Outer Ring Road, Marathahalli',
  'Old Madras Road, Hoskote',
  'Hosur Road, Electronic City Phase 1',
  'TC Palya Road, KR Puram',
  'Sarjapur Road, Dommasandra',
  '100 Feet Road, Indiranagar',
  '80 Feet Road, Koramangala 4th Block',
  'Bannerghatta Road, JP Nagar',
] as const;

const HOSPITALS = [
  'Manipal Hospital, Old Airport Road',
  'Narayana Health City, Bommasandra',
  'St. John\'s Medical College Hospital, Koramangala',
  'Sakra World Hospital, Bellandur',
  'Columbia Asia Hospital, Whitefield',
  'Victoria Hospital, Fort Road',
  'Apollo Hospital, Bannerghatta Road',
] as const;

/**
 * The receiving hospitals a Varthur provider uses (issue 39): Bengaluru east, made-up names,
 * points near the real localities, placeholder emergency department numbers.
 */
export const DEMO_HOSPITALS: { name: string; address: string; lat: number; lng: number; edPhone: string; services: HospitalService[] }[] = [
  { name: 'Varthur Lakeside Hospital', address: 'Varthur Main Road, Varthur, Bengaluru 560087', lat: 12.9407, lng: 77.7466, edPhone: '08041230001', services: ['emergency', 'trauma'] },
  { name: 'Whitefield Heart Institute', address: 'ITPL Main Road, Whitefield, Bengaluru 560066', lat: 12.9857, lng: 77.7361, edPhone: '08041230002', services: ['emergency', 'cardiac', 'icu'] },
  { name: 'Marathahalli City Hospital', address: 'Outer Ring Road, Marathahalli, Bengaluru 560037', lat: 12.9569, lng: 77.7011, edPhone: '08041230003', services: ['emergency', 'trauma', 'stroke', 'icu'] },
  { name: 'Bellandur Mother and Child Hospital', address: 'Sarjapur Outer Ring Road, Bellandur, Bengaluru 560103', lat: 12.9279, lng: 77.6762, edPhone: '08041230004', services: ['neonatal', 'emergency'] },
  { name: 'KR Puram General Hospital', address: 'Old Madras Road, KR Puram, Bengaluru 560036', lat: 13.0077, lng: 77.6959, edPhone: '08041230005', services: ['emergency', 'burns', 'trauma'] },
  { name: 'Hoskote Community Health Centre', address: 'NH 75, Hoskote 562114', lat: 13.0707, lng: 77.7982, edPhone: '08041230006', services: ['emergency'] },
];

const BOOKING_PLAN: { status: BookingStatus; service: ServiceType; createdHoursAgo: number; bookingOffsetHours: number; website?: boolean; notes?: string; vehicle?: string }[] = [
  { status: 'pending', service: 'emergency', createdHoursAgo: 0.2, bookingOffsetHours: 0.5, website: true, notes: 'Elderly father, breathing difficulty. Please call on arrival.' },
  { status: 'pending', service: 'icu', createdHoursAgo: 1, bookingOffsetHours: 3, website: true },
  { status: 'pending', service: 'transfer', createdHoursAgo: 3, bookingOffsetHours: 20, website: true, notes: 'Discharge transfer, wheelchair needed at home.' },
  { status: 'pending', service: 'neonatal', createdHoursAgo: 5, bookingOffsetHours: 26 },
  { status: 'pending', service: 'event', createdHoursAgo: 30, bookingOffsetHours: 24 * 6, website: true, notes: 'Marathon standby, 6 am to 11 am.' },
  { status: 'confirmed', service: 'cardiac', createdHoursAgo: 2, bookingOffsetHours: 2 },
  { status: 'confirmed', service: 'basic', createdHoursAgo: 8, bookingOffsetHours: 10 },
  { status: 'confirmed', service: 'intercity', createdHoursAgo: 20, bookingOffsetHours: 40, notes: 'Bengaluru to Mysuru, patient on oxygen.' },
  { status: 'confirmed', service: 'corporate', createdHoursAgo: 50, bookingOffsetHours: 24 * 3 },
  { status: 'confirmed', service: 'icu', createdHoursAgo: 4, bookingOffsetHours: 5 },
  { status: 'in_progress', service: 'emergency', createdHoursAgo: 1.5, bookingOffsetHours: -1, vehicle: 'KA-53-EM-4420' },
  { status: 'in_progress', service: 'icu', createdHoursAgo: 6, bookingOffsetHours: -2, vehicle: 'KA-01-AB-1002' },
  { status: 'in_progress', service: 'basic', createdHoursAgo: 3, bookingOffsetHours: -0.5 },
  { status: 'completed', service: 'emergency', createdHoursAgo: 26, bookingOffsetHours: -25 },
  { status: 'completed', service: 'cardiac', createdHoursAgo: 50, bookingOffsetHours: -48 },
  { status: 'completed', service: 'basic', createdHoursAgo: 75, bookingOffsetHours: -70 },
  { status: 'completed', service: 'funeral', createdHoursAgo: 100, bookingOffsetHours: -96, website: true },
  { status: 'completed', service: 'air', createdHoursAgo: 24 * 8, bookingOffsetHours: -24 * 7, notes: 'Fixed-wing transfer to Chennai, bed-to-bed.' },
  { status: 'completed', service: 'neonatal', createdHoursAgo: 24 * 10, bookingOffsetHours: -24 * 10 + 2 },
  { status: 'completed', service: 'emergency', createdHoursAgo: 24 * 12, bookingOffsetHours: -24 * 12 + 1 },
  { status: 'completed', service: 'intercity', createdHoursAgo: 24 * 15, bookingOffsetHours: -24 * 14 },
  { status: 'completed', service: 'icu', createdHoursAgo: 24 * 20, bookingOffsetHours: -24 * 20 + 3 },
  { status: 'cancelled', service: 'basic', createdHoursAgo: 10, bookingOffsetHours: 12, notes: 'Family arranged own transport.' },
  { status: 'cancelled', service: 'emergency', createdHoursAgo: 24 * 4, bookingOffsetHours: -24 * 4 + 1, website: true },
  { status: 'cancelled', service: 'event', createdHoursAgo: 24 * 9, bookingOffsetHours: 24 * 2 },
];

const INQUIRIES = [
  { name: 'Ramesh Babu', email: 'ramesh.babu@example.com', phone: '+919900112233', message: 'Do you provide monthly corporate packages for a 400-person office in Whitefield? Please share details.', hoursAgo: 2, read: false },
  { name: 'Shalini Gupta', email: 'shalini.g@example.com', phone: null, message: 'Is an ICU ambulance available for a transfer from Hoskote to Manipal Hospital next Tuesday morning?', hoursAgo: 7, read: false },
  { name: 'Dr. Karthik Raman', email: 'karthik.raman@example.com', phone: '+919845556677', message: 'Our clinic in Marathahalli needs a standby arrangement for referrals. Can someone call me?', hoursAgo: 20, read: false },
  { name: 'Aisha Khan', email: 'aisha.khan@example.com', phone: '+919811223344', message: 'Thank you for the quick response last night. The paramedics were very kind to my mother.', hoursAgo: 30, read: true },
  { name: 'Event Crew Bengaluru', email: 'ops@eventcrew.example.com', phone: '+918045671234', message: 'We need two ambulances on standby for a music festival on the 14th, 4 pm to midnight.', hoursAgo: 50, read: true },
  { name: 'Gopal Krishna', email: 'gopal.k@example.com', phone: null, message: 'Which insurance providers do you settle with directly?', hoursAgo: 24 * 5, read: true },
];

/**
 * Demo data for a new database: staff accounts (one per role and one without a role), a
 * fleet, bookings in every status around today, and inquiries. Returns null (and adds
 * nothing) when the database already holds accounts or bookings.
 */
export async function seedDemoData(
  em: EntityManager,
  options: { demoPassword?: string; now?: Date } = {},
): Promise<SeededAccounts | null> {
  const [profiles, bookings] = await Promise.all([em.count(ProfileSchema), em.count(BookingSchema)]);
  if (profiles > 0 || bookings > 0) return null;

  const now = options.now ?? new Date();
  const password = options.demoPassword ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);

  await em.transactional(async (tx) => {
    const roles: { userId: string; role: Role; vehicle?: string }[] = [];
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const profile = tx.create(ProfileSchema, {
        id: randomUUID(),
        email: account.email,
        fullName: account.fullName,
        phone: account.phone,
        passwordHash,
        createdAt: subDays(now, 60 - i * 10),
      });
      if (account.role) roles.push({ userId: profile.id, role: account.role, vehicle: account.vehicle });
    }
    // user_role references profile, a link the entities do not declare: insert profiles first.
    await tx.flush();

    const fleet = new Map<string, Ambulance>();
    for (const [i, v] of FLEET.entries()) {
      const ambulance = tx.create(AmbulanceSchema, {
        id: randomUUID(),
        vehicleNumber: v.vehicleNumber,
        ambulanceType: v.ambulanceType,
        isAvailable: v.available,
        driverName: v.driver?.[0] ?? null,
        driverPhone: v.driver?.[1] ?? null,
        lastMaintenanceDate: v.serviced === undefined ? null : format(subDays(now, v.serviced), 'yyyy-MM-dd'),
        nextMaintenanceDate: v.due === undefined ? null : format(addDays(now, v.due), 'yyyy-MM-dd'),
        createdAt: subDays(now, 90 - i),
      });
      fleet.set(v.vehicleNumber, ambulance);
      recordHistory(tx, { subject: 'ambulance', subjectId: ambulance.id, action: 'created', actor: { origin: 'system' } });
    }
    // A crew's user_role references its vehicle: insert the fleet first.
    await tx.flush();
    for (const { userId, role, vehicle } of roles) tx.create(UserRoleSchema, { userId, role, ambulanceId: vehicle ? fleet.get(vehicle)!.id : null });

    for (const [i, plan] of BOOKING_PLAN.entries()) {
      const [name, phone] = PEOPLE[i % PEOPLE.length];
      const createdAt = subHours(now, plan.createdHoursAgo);
      // Website requests were called back within minutes; staff entered theirs confirmed.
      const confirmedAt = plan.status === 'pending' || plan.status === 'cancelled' ? null : addMinutes(createdAt, plan.website ? 3 : 0);
      const ambulance = plan.vehicle ? fleet.get(plan.vehicle)! : null;
      const booking = tx.create(BookingSchema, {
        id: randomUUID(),
        customerName: name,
        customerPhone: phone,
        customerEmail: i % 3 === 0 ? `${name.split(' ')[0].toLowerCase()}@example.com` : null,
        pickupLocation: PLACES[i % PLACES.length],
        dropoffLocation: plan.website && i % 2 === 0 ? null : HOSPITALS[i % HOSPITALS.length],
        serviceType: plan.service,
        bookingDate: roundToQuarter(addHours(now, plan.bookingOffsetHours)),
        status: plan.status,
        notes: plan.notes ?? null,
        source: plan.website ? 'website' : 'staff',
        preferredContact: plan.website ? (i % 2 === 0 ? 'call' : 'whatsapp') : null,
        confirmedAt,
        ambulance,
        assignedAt: ambulance ? confirmedAt : null,
        createdAt,
        updatedAt: createdAt,
      });
      recordHistory(tx, { subject: 'booking', subjectId: booking.id, action: 'created', actor: { origin: plan.website ? 'website' : 'system' } });
    }

    // Partner organisations (issue 37), their people and a few one-off trips.
    const organisations = DEMO_ORGANISATIONS.map((o, i) => {
      const organisation = tx.create(OrganisationSchema, {
        id: randomUUID(),
        name: o.name,
        kind: o.kind,
        address: o.address,
        latitude: o.lat,
        longitude: o.lng,
        billingName: o.billing[0],
        billingEmail: o.billing[1],
        billingPhone: o.billing[2],
        notes: null,
        createdAt: subDays(now, 80 - i),
      });
      const person = tx.create(ProfileSchema, { id: randomUUID(), email: o.person.email, fullName: o.person.fullName, phone: '', passwordHash, createdAt: subDays(now, 70 - i) });
      return { organisation, person };
    });
    await tx.flush();
    for (const { organisation, person } of organisations) tx.create(UserRoleSchema, { userId: person.id, role: 'partner', ambulanceId: null, organisationId: organisation.id });
    for (const [index, patient, phone, destination, hours, status] of PARTNER_TRIPS) {
      const { organisation, person } = organisations[index];
      const due = roundToQuarter(addHours(now, hours));
      const booking = tx.create(BookingSchema, {
        id: randomUUID(),
        ...partnerBookingValues(organisation, { patientName: patient, patientPhone: phone, pickupLocation: null, dropoffLocation: destination, serviceType: 'transfer', needs: index === 1 ? ['wheelchair'] : ['stretcher'], notes: null }, person.id),
        bookingDate: due,
        status,
        queueAt: status === 'pending' ? queueTimeFor(due, 60, now) : null,
        confirmedAt: status === 'completed' ? subHours(due, 1) : null,
        createdAt: subDays(due, 1),
        updatedAt: subDays(due, 1),
      });
      recordHistory(tx, { subject: 'booking', subjectId: booking.id, action: 'created', actor: partnerActor({ id: person.id, fullName: person.fullName }) });
    }

    // The dialysis centre's weekly series: Monday, Wednesday and Friday at 07:00, back at 11:30, for 4 weeks.
    const dialysis = organisations[1];
    const series = tx.create(PartnerSeriesSchema, {
      id: randomUUID(),
      organisationId: dialysis.organisation.id,
      state: 'active',
      weekdays: [1, 3, 5],
      time: '07:00',
      returnTime: '11:30',
      startDate: providerToday(now),
      endDate: providerToday(addDays(now, 27)),
      patientName: 'Savitri Hegde',
      patientPhone: '+919845077010',
      pickupLocation: 'Home: 2nd Main, Ejipura, Bengaluru',
      dropoffLocation: dialysis.organisation.address,
      serviceType: 'transfer',
      needs: ['wheelchair'],
      notes: 'Dialysis: Mon, Wed, Fri',
      createdBy: dialysis.person.id,
      updatedByName: dialysis.person.fullName,
      createdAt: subDays(now, 3),
    });
    await tx.flush();
    const seriesActor = { id: dialysis.person.id, personId: dialysis.person.id, history: partnerActor({ id: dialysis.person.id, fullName: dialysis.person.fullName }), origin: 'partner' as const };
    await generateSeriesTrips(tx, series, dialysis.organisation, seriesActor, 60, now);

    for (const h of DEMO_HOSPITALS) {
      tx.create(HospitalSchema, { name: h.name, address: h.address, latitude: h.lat, longitude: h.lng, edPhone: h.edPhone, services: h.services, createdAt: subDays(now, 90) });
    }

    tx.create(RateCardSchema, { effectiveFrom: subDays(now, 90), body: DEMO_RATE_CARD, createdByName: 'Demo Admin', createdAt: subDays(now, 90) });

    for (const inquiry of INQUIRIES) {
      tx.create(ContactSubmissionSchema, {
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        message: inquiry.message,
        isRead: inquiry.read,
        createdAt: subHours(now, inquiry.hoursAgo),
      });
    }
  });

  return {
    password,
    generatedPassword: !options.demoPassword,
    accounts: [
      ...DEMO_ACCOUNTS.map((a) => ({ email: a.email, role: a.role, vehicle: a.vehicle })),
      ...DEMO_ORGANISATIONS.map((o) => ({ email: o.person.email, role: 'partner' as const, organisation: o.name })),
    ],
  };
}

function roundToQuarter(date: Date): Date {
  return roundToNearestMinutes(date, { nearestTo: 15 });
}

/** Printed once, when the demo data is created (the password is not stored anywhere else). */
export function printDemoAccounts(seeded: SeededAccounts, publicUrl: string): void {
  const lines = [
    'Demo data created. Staff and partner accounts (sign in at ' + publicUrl + '/auth):',
    ...seeded.accounts.map(
      (a) =>
        `  ${a.email.padEnd(34)} ${a.role ?? 'no role (waits for an admin)'}${a.vehicle ? ` on ${a.vehicle} (phone screen: /crew)` : ''}${a.organisation ? ` of ${a.organisation} (console: /partner)` : ''}`,
    ),
    `  password for all of them: ${seeded.password}`,
    seeded.generatedPassword ? '  (random, shown only now; set DEMO_PASSWORD to choose it)' : '',
  ].filter(Boolean);
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const bar = '─'.repeat(width);
  console.log(`\n┌${bar}┐\n${lines.map((l) => `│ ${l.padEnd(width - 1)}│`).join('\n')}\n└${bar}┘\n`);
}
