import { TRPCError } from '@trpc/server';

/** Who is making a change (recorded on its change event). */
export interface Actor {
  id: string;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of a list, as every paginated procedure returns it. */
export function pageResult<T>(items: T[], total: number, page: number, pageSize: number) {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A row that is gone (deleted by someone else, or never existed): a clear 404. */
export function noLongerExists(what: string): TRPCError {
  return new TRPCError({
    code: 'NOT_FOUND',
    message: `This ${what} no longer exists. It may have been deleted by someone else.`,
  });
}
