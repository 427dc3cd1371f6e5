/**
 * The partner router's type as a client sees it: the server's own `PartnerApiRouter` (so a
 * changed input or answer changes the client at once) without its context and meta types
 * (router-for-clients.ts), which name the server's files (MikroORM, Fastify, sessions) that a
 * developer outside this repository has not got.
 *
 * Types only: index.ts imports this file with `import type`, so it is never run.
 */
import type { PartnerApiRouter as ServerPartnerApiRouter } from '../../../server/trpc/routers/api-v1/index.ts';
import type { routerForClients } from './router-for-clients.ts';

// A constant whose type is inferred, not a type alias: the declaration emitter (and so the
// published index.d.ts) writes an inferred type out in full, inputs and answers as plain
// object types, where it would keep an alias's name and with it the path to the server's files.
declare const forClients: typeof routerForClients<ServerPartnerApiRouter>;
export const partnerApiRouter = forClients();
