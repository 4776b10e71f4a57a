import { langOfPath, unprefixedPath } from "~/i18n/languages";
import { ADMIN_NAMESPACES, PAGE_NAMESPACES } from "~/i18n/page";
import type { Namespace } from "~/i18n/translator";
import { isAdminAreaPath } from "./admin-area";

const ADMIN_PROGRESS = /^\/admin\/progress(\/|$)/;

/**
 * The namespaces the root loader sends for a page: the admin area's few, a React Router page's
 * own (`PAGE_NAMESPACES`), every one elsewhere. Islands pages never send the root's data to the
 * browser, only `PageMessages`, and their meta functions use any namespace; an unknown address
 * (the 404 page) gets them all too.
 */
export function rootNamespaces(pathname: string): readonly Namespace[] | undefined {
  if (isAdminAreaPath(pathname)) {
    // The progress pages show the portal's notice when the form service cannot be reached.
    return ADMIN_PROGRESS.test(pathname) ? [...ADMIN_NAMESPACES, "onboarding"] : ADMIN_NAMESPACES;
  }
  const path = unprefixedPath(pathname);
  return PAGE_NAMESPACES[path.length > 1 ? path.replace(/\/+$/, "") : path];
}

/** What the root's messages depend on: when it changes, the root loader runs again. */
export function rootMessagesKey(pathname: string): string {
  return `${langOfPath(pathname)}:${rootNamespaces(pathname)?.join(",") ?? "all"}`;
}
