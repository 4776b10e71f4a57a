/**
 * At most `limit` tasks run at once; the rest wait their turn in order. Photo processing uses
 * it (two at a time on the server), so a batch of uploads cannot take every core from the pages.
 */
export function taskQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await task();
      } finally {
        next();
      }
    },
    /** How many run now (for tests and the bench). */
    running: () => running,
  };
}
