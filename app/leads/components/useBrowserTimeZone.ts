import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { isValidTimeZone, resolveTimeZone, TIME_ZONE_COOKIE } from "../periods";

/**
 * Sends the browser's time zone: stored in a cookie for the next requests (the loader reads it),
 * and, the first time the page was drawn in another zone, reloads its data once.
 */
export function useBrowserTimeZone(serverTimeZone: string, fromQuery: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const asked = useRef(false);
  useEffect(() => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isValidTimeZone(browserZone)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere yet.
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserZone)}; Path=/admin; Max-Age=31536000; SameSite=Lax`;
    if (fromQuery || asked.current || resolveTimeZone(browserZone) === serverTimeZone) return;
    asked.current = true;
    void latest.current.revalidate();
  }, [serverTimeZone, fromQuery]);
}
