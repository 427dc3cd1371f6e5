import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/connection-errors';

/** An error as node-postgres builds it (message, SQLSTATE code), optionally as knex prefixes it. */
function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('connection-class database failures (503, retry)', () => {
  it.each([
    // The three the fault probe saw answer 500:
    ['a client whose socket broke', pgError('Client has encountered a connection error and is not queryable')],
    ['a transaction whose connection died (knex)', pgError('Transaction query already complete, run with DEBUG=knex:tx for more info')],
    ['a COMMIT that failed with the connection', pgError('COMMIT; - Connection terminated unexpectedly')],
    ['a COMMIT on a connection cut by the restart', pgError('COMMIT; - terminating connection due to administrator command', '57P01')],
    ['a COMMIT whose failure carries no code', pgError('COMMIT; - read ECONNRESET')],
    // And their relatives:
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset socket', pgError('read ECONNRESET', 'ECONNRESET')],
    ['a server shutting down', pgError('terminating connection due to administrator command', '57P01')],
    ['a server starting up', pgError('the database system is starting up', '57P03')],
    ['too many connections', pgError('sorry, too many clients already', '53300')],
    ['class 08', pgError('connection failure', '08006')],
    ['a connection ended', pgError('Connection ended unexpectedly')],
    ['a pool that cannot connect', pgError('timeout exceeded when trying to connect')],
    ['a closed client', pgError('Client was closed and is not queryable')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Wrapped as MikroORM and tRPC wrap it.
    expect(isDatabaseUnavailable(new DriverException(error))).toBe(true);
    expect(isDatabaseUnavailable(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new DriverException(error) }))).toBe(true);
  });

  it('MikroORM ConnectionException', () => {
    expect(isDatabaseUnavailable(new ConnectionException(new Error('lost')))).toBe(true);
  });

  it.each([
    ['a duplicate', new UniqueConstraintViolationException(pgError('duplicate key value violates unique constraint', '23505'))],
    ['a COMMIT refused for the data', pgError('COMMIT; - could not serialize access due to concurrent update', '40001')],
    ['a syntax error', pgError('syntax error at or near "selec"', '42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'Connection'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
