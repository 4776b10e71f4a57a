import { useEffect } from "react";
import type { TrackerData } from "../progress/tracker.server";
import { readStoredNames, storeNames } from "../storage";

/**
 * Names that were checked are remembered; a page load that checked no name checks the remembered
 * ones (docs/product.md#new-hires-portal), by loading the page again with them in the query string, at once, so
 * before anyone works with the page. Without JavaScript the query string does both jobs.
 */
export function useStoredNames(tracker: TrackerData, pathname: string, initialSearch: string) {
  const { check, confirmation, values } = tracker;
  const checkedOk = check?.status === "checked" || check?.status === "not-configured";
  const { firstName, lastName } = values;
  // The server looked at names (from the query string or the signed-in hire): nothing to add.
  const namesGiven = check !== undefined || confirmation !== undefined;

  useEffect(() => {
    if (checkedOk) storeNames(firstName.trim(), lastName.trim());
  }, [checkedOk, firstName, lastName]);

  useEffect(() => {
    if (namesGiven) return;
    const stored = readStoredNames();
    if (!stored) return;
    const query = new URLSearchParams(initialSearch);
    query.set("firstName", stored.firstName);
    query.set("lastName", stored.lastName);
    window.location.replace(`${pathname}?${query}`);
  }, [namesGiven, pathname, initialSearch]);
}
