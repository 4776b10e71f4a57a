import { langOfPath } from "~/i18n/languages";
import { ADMIN_FRAME_NAMESPACES, ADMIN_NAMESPACES } from "~/i18n/page";
import type { Namespace } from "~/i18n/translator";
import { pageAt } from "~/site/pages";
import { adminPageAt, isAdminAreaPath } from "./admin-area";

/**
 * The namespaces the root loader sends for a page: the admin area's frame's and each admin page's own, a React Router page's
 * own (the page table's `namespaces`, app/site/pages.ts), every one elsewhere. Islands pages never send the root's data to the
 * browser, only `PageMessages`, and their meta functions use any namespace; an unknown address
 * (the 404 page) gets them all too. `framed`: the admin frame frames the page (the viewer may
 * open an admin page), which draws no public header or footer.
 */
export function rootNamespaces(pathname: string, framed = false): readonly Namespace[] | undefined {
  if (isAdminAreaPath(pathname)) {
    // The frame's, and the page's own (its row in ADMIN_PAGES, docs/decisions/0096); inside the
    // admin frame, without the public frame's (docs/decisions/0102).
    const frame = framed ? ADMIN_FRAME_NAMESPACES : ADMIN_NAMESPACES;
    const own = adminPageAt(pathname)?.namespaces ?? [];
    return own.length > 0 ? [...frame, ...own] : frame;
  }
  return pageAt(pathname)?.namespaces;
}

/** What the root's messages depend on: when it changes, the root loader runs again. */
export function rootMessagesKey(pathname: string): string {
  return `${langOfPath(pathname)}:${rootNamespaces(pathname)?.join(",") ?? "all"}`;
}
