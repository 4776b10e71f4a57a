import { useEffect, useState } from "react";

/**
 * Shows a message for a while: each new `result` object restarts the clock, so sending the same
 * answer twice shows it twice. The first result shows from the first render, so a page rendered
 * on the server (a form posted without JavaScript) carries its message.
 */
export function useTimedMessage<T>(result: T | undefined, durationMs: (result: T) => number) {
  const [shown, setShown] = useState<T | undefined>(result);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the duration rule is read per result
  useEffect(() => {
    if (result === undefined) return;
    setShown(result);
    const timer = setTimeout(() => setShown(undefined), durationMs(result));
    return () => clearTimeout(timer);
  }, [result]);
  return shown;
}
