import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The next serial of a series in a financial year (bills, receipts), without gaps: taken from
 * `bill_counter` in the caller's transaction. The counter's row stays locked until that
 * transaction ends, so documents made at once on any number of processes get consecutive
 * numbers, and one that is not stored gives its number back.
 */
export async function nextSerial(tx: EntityManager, series: string, financialYear: string): Promise<number> {
  const [{ last_serial: serial }] = await tx
    .getConnection()
    .execute<{ last_serial: number }[]>(
      `insert into bill_counter (series, financial_year, last_serial) values (?, ?, 1)
       on conflict (series, financial_year) do update set last_serial = bill_counter.last_serial + 1
       returning last_serial`,
      [series, financialYear],
      'all',
      tx.getTransactionContext(),
    );
  return serial;
}
