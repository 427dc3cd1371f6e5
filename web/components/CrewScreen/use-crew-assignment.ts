import { useCallback, useEffect, useState } from 'react';
import type { CrewAssignment } from '../../lib/crew-outbox';
import { httpStatusOf } from '../../lib/live-stream';
import { liveApi } from '../../lean/api-client';
import { runningOnceMore } from '../../../shared/one-at-a-time';

/** Retried every 5 s while it fails (no network, a server restarting), and at once on `online`. */
const RETRY_MS = 5_000;

interface AssignmentState {
  data: CrewAssignment | null;
  /** No answer from the server (offline, unreachable): the phone's saved copy is shown. */
  unreachable: boolean;
  /** An answer that is an error (a 5xx): said in words. */
  error: string | null;
  /** What the server said of the session: the screen leaves for /auth or /admin. */
  access: 'crew' | 'signed-out' | 'not-crew' | 'unknown';
}

type Publish = (change: (state: AssignmentState) => AssignmentState) => void;

/** Reads `crew.current`, one read at a time: one asked for meanwhile runs once the first is back. */
class AssignmentReader {
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly publish: Publish) {}

  readonly refetch = runningOnceMore(async () => {
    clearTimeout(this.retry);
    await liveApi()
      .crew.current.query()
      .then(
        (data) => this.publish(() => ({ data, unreachable: false, error: null, access: 'crew' })),
        (error: unknown) => this.failed(error),
      );
  });

  private failed(error: unknown) {
    const status = httpStatusOf(error);
    if (status === 401) return this.publish((s) => ({ ...s, access: 'signed-out' }));
    if (status === 403) return this.publish((s) => ({ ...s, access: 'not-crew' }));
    const message = error instanceof Error ? error.message : 'The server did not answer.';
    this.publish((s) => ({ ...s, unreachable: status === undefined, error: status === undefined ? null : message }));
    this.retry = setTimeout(this.refetch, RETRY_MS);
  }

  /** `haveData`: the page came with the assignment; the live stream's start reads it again. */
  start(haveData: boolean): void {
    if (!haveData) this.refetch();
    window.addEventListener('online', this.refetch);
  }

  stop(): void {
    window.removeEventListener('online', this.refetch);
    clearTimeout(this.retry);
  }
}

/**
 * The crew's assignment (`crew.current`), read when the screen opens (unless the page came with
 * it: `initial`, rendered in by the server), again on each live change and after a cut, and kept
 * on screen between reads; a tap's own answer updates it in place (`update`).
 */
export function useCrewAssignment(initial?: CrewAssignment) {
  const [state, setState] = useState<AssignmentState>(() =>
    initial ? { data: initial, unreachable: false, error: null, access: 'crew' } : { data: null, unreachable: false, error: null, access: 'unknown' },
  );
  const [reader] = useState(() => new AssignmentReader(setState));
  const [cameWithPage] = useState(() => !!initial);
  useEffect(() => {
    reader.start(cameWithPage);
    return () => reader.stop();
  }, [reader, cameWithPage]);
  const update = useCallback((change: (old: CrewAssignment) => CrewAssignment) => setState((s) => (s.data ? { ...s, data: change(s.data) } : s)), []);
  return { ...state, signedIn: state.access === 'crew', refetch: reader.refetch, update };
}
