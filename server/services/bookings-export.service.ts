import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify';
import type { z } from 'zod';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import { bookingReference } from '../../shared/dispatch';
import { AMBULANCE_TYPE_LABELS } from '../../shared/schemas/ambulance';
import { BOOKING_STATUS_LABELS, SERVICE_TYPE_LABELS, type BookingStatus, type bookingExportQuery, type ServiceType } from '../../shared/schemas/booking';
import { bookingWhereSql, NEWEST_FIRST } from './booking-list.service';

type Filters = z.output<typeof bookingExportQuery>;

/** The CSV's columns: header text and the SQL that gives each cell (times already in Bengaluru). */
const COLUMNS: { header: string; sql: string; show?: (value: string) => string }[] = [
  { header: 'Reference', sql: 'b.id', show: bookingReference },
  { header: 'Received (IST)', sql: localTime('b.created_at') },
  { header: 'Booking date (IST)', sql: localTime('b.booking_date') },
  { header: 'Status', sql: 'b.status', show: (v) => BOOKING_STATUS_LABELS[v as BookingStatus] ?? v },
  { header: 'Customer name', sql: 'b.customer_name' },
  { header: 'Phone', sql: 'b.customer_phone' },
  { header: 'Email', sql: 'b.customer_email' },
  { header: 'Pickup location', sql: 'b.pickup_location' },
  { header: 'Dropoff location', sql: 'b.dropoff_location' },
  { header: 'Service type', sql: 'b.service_type', show: (v) => SERVICE_TYPE_LABELS[v as ServiceType] ?? v },
  { header: 'Source', sql: 'b.source', show: (v) => ({ website: 'Website', partner: 'Partner' })[v] ?? 'Staff' },
  { header: 'Preferred contact', sql: 'b.preferred_contact' },
  { header: 'Ambulance', sql: 'a.vehicle_number' },
  { header: 'Ambulance type', sql: 'a.ambulance_type', show: (v) => AMBULANCE_TYPE_LABELS[v as keyof typeof AMBULANCE_TYPE_LABELS] ?? v },
  { header: 'Driver', sql: 'a.driver_name' },
  { header: 'Confirmed (IST)', sql: localTime('b.confirmed_at') },
  { header: 'Cancel reason', sql: 'b.cancel_reason' },
  { header: 'Notes', sql: 'b.notes' },
  { header: 'Possible spam', sql: `case when b.possible_spam then 'yes' else 'no' end` },
];

function localTime(column: string): string {
  return `to_char(${column} at time zone '${PROVIDER_TIME_ZONE}', 'YYYY-MM-DD HH24:MI')`;
}

/**
 * A spreadsheet runs a cell starting with =, +, -, @ (or a tab or carriage return) as a
 * formula: such a cell gets a leading apostrophe, so it stays text (OWASP's CSV injection rule).
 */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Every booking matching the filters, newest first, as a CSV stream: rows come from a
 * database cursor (pg-query-stream, 500 at a time) through csv-stringify, so memory stays
 * flat whatever the count. UTF-8 with a byte-order mark (Excel then reads names correctly),
 * CRLF line ends, quotes/commas/newlines escaped by the library, formulas guarded.
 */
export function exportBookingsCsv(em: EntityManager, filters: Filters, onError: (error: Error) => void): Readable {
  const where = bookingWhereSql(filters);
  const knex = em.getConnection().getKnex();
  const rows = knex
    .raw(
      `select ${COLUMNS.map((c, i) => `${c.sql} as c${i}`).join(', ')}
         from booking b left join ambulance a on a.id = b.ambulance_id
        ${where.sql}
        ${NEWEST_FIRST}`,
      where.params as never[],
    )
    .stream({ batchSize: 500, highWaterMark: 500 });
  const csv = stringify({
    bom: true,
    header: true,
    record_delimiter: 'windows',
    columns: COLUMNS.map((c, i) => ({ key: `c${i}`, header: c.header })),
    cast: {
      string: (value, context) => {
        if (context.header) return value;
        const column = COLUMNS[context.index];
        return guardFormula(column?.show ? column.show(value) : value);
      },
    },
  });
  const out = new PassThrough();
  // One pipeline: a failed query, or a client that went away, ends all three streams (and
  // gives the cursor's connection back to the pool).
  pipeline(rows, csv, out, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error);
  });
  return out;
}
