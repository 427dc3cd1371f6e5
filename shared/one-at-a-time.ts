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
