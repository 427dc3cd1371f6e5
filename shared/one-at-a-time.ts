/**
 * "One at a time", the two ways this project needs it (server and browser alike). A helper of a
 * few lines rather than a library such as p-queue: neither way needs concurrency above one,
 * priorities or timeouts, and the browser's bundles would carry the library.
 */

/**
 * Tasks run one after another in the order they were given: each starts when the one before it
 * has finished. A task that fails fails the ones queued after it too (a stream that cannot read
 * its state ends); tasks that catch their own errors never do.
 */
export function oneAfterAnother(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task);
    last = next;
    return next;
  };
}

/**
 * One run of `work` at a time: a call while it runs is not started beside it but makes it run
 * once more when it is done (any number of calls meanwhile share that one run).
 */
export function runningOnceMore(work: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void work().finally(() => {
      running = false;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return run;
}

/**
 * One write at a time, of everything given meanwhile: an item given while a write runs waits
 * for it and goes, with every other item given meanwhile, into the next write (a group commit:
 * one statement for many items under load, one per item when they come one by one). Each
 * item's promise settles with the write that carried it.
 */
export function writtenTogether<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let waiting: { item: T; settle: (err?: Error) => void }[] = [];
  let writing = false;
  const next = (): void => {
    if (writing || waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    writing = true;
    write(batch.map((w) => w.item))
      .then(
        () => batch.forEach((w) => w.settle()),
        (err: unknown) => {
          const error = err instanceof Error ? err : new Error(String(err));
          batch.forEach((w) => w.settle(error));
        },
      )
      .finally(() => {
        writing = false;
        next();
      });
  };
  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, settle: (err) => (err === undefined ? resolve() : reject(err)) });
      next();
    });
}
