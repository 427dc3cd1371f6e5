import type {
  AnyTRPCProcedure,
  AnyTRPCRouter,
  inferRouterError,
  inferTRPCClientTypes,
  TRPCBuiltRouter,
  TRPCMutationProcedure,
  TRPCQueryProcedure,
  TRPCSubscriptionProcedure,
} from '@trpc/server';

/*
 * A router's type with its context and meta types replaced by `object`. A client reads only the
 * procedures' inputs and answers, the error shape and the transformer (inferTRPCClientTypes),
 * so what it can call, send and receive is the same.
 */
type ProcedureForClients<P> =
  P extends TRPCQueryProcedure<infer D>
    ? TRPCQueryProcedure<{ input: D['input']; output: D['output']; meta: object }>
    : P extends TRPCMutationProcedure<infer D>
      ? TRPCMutationProcedure<{ input: D['input']; output: D['output']; meta: object }>
      : P extends TRPCSubscriptionProcedure<infer D>
        ? TRPCSubscriptionProcedure<{ input: D['input']; output: D['output']; meta: object }>
        : never;

type RecordForClients<R> = { [K in keyof R]: R[K] extends AnyTRPCProcedure ? ProcedureForClients<R[K]> : RecordForClients<R[K]> };

/**
 * Types only (declared, never defined). Its return type is written out here rather than named
 * by an exported alias, and its helpers live in this file: where the result is inferred in
 * another file, the declaration emitter cannot name them, so it writes the type out in full.
 */
export declare function routerForClients<R extends AnyTRPCRouter>(): TRPCBuiltRouter<
  { ctx: object; meta: object; errorShape: inferRouterError<R>; transformer: inferTRPCClientTypes<R>['transformer'] },
  RecordForClients<R['_def']['record']>
>;
