import type { EntityName, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One row for `insertTogether`: its entity and every value it needs (see there). */
export interface RowToInsert<T extends object = object> {
  entity: EntityName<T>;
  data: RequiredEntityData<T>;
}

export const rowOf = <T extends object>(entity: EntityName<T>, data: RequiredEntityData<T>): RowToInsert => ({
  entity,
  data,
}) as RowToInsert;

/**
 * Inserts the rows in one statement (the first ones as data-modifying CTEs of the last), so
 * they commit together or not at all in a single round trip, with no BEGIN and COMMIT: the
 * public forms' hot path, where each round trip on a busy machine is latency a family waits
 * for. The ORM maps properties to columns and converts values (JSON); its `onCreate` hooks do
 * not run and its identity map is not touched, so give every value the column has no default
 * for. A unique violation arrives as MikroORM's `UniqueConstraintViolationException`.
 */
export async function insertTogether(em: EntityManager, rows: RowToInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const inserts = rows.map(({ entity, data }) => em.createQueryBuilder(entity).insert(data).getKnexQuery());
  const last = inserts.pop()!;
  const statement = inserts.reduce((query, insert, i) => query.with(`row${i}`, insert), last);
  await em.execute(statement);
}
