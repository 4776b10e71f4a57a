import { useEffect } from "react";
import { useLocation } from "react-router";
import { timings } from "~/site/timings";

/**
 * The router scrolls to a hash target that is already on the page. A target that appears
 * later (a section rendered after data arrives) is awaited here for up to 10 s, then scrolled to.
 */
export function useHashTargetScroll(waitMs: number = timings.anchorScrollWaitMs) {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (key) starts a new wait
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id || document.getElementById(id)) return;
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (target) {
        stop();
        target.scrollIntoView();
      }
    });
    const timer = setTimeout(() => stop(), waitMs);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key, waitMs]);
}
