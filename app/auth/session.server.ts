import { and, eq, lt } from "drizzle-orm";
import { data, redirectDocument } from "react-router";
import type { AppContext } from "~/context";
import type { Lang } from "~/i18n/languages";
import { langOr } from "~/site/language";
import { adminEmail } from "./admin-email.server";
import { sessions } from "./auth.schema";
import { getAuth } from "./auth.server";
import { hasPermission, PERMISSION_NAMES, type Permission } from "./permissions";
import { grantedPermissions } from "./permissions.server";
import { authPolicy } from "./policy";
import { carriesSessionCookie } from "./session-cookie";

type Deps = Pick<AppContext, "database" | "config" | "secrets"> &
  Partial<Pick<AppContext, "requestScope">>;

export interface Viewer {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  /** The language the person chose for the portal and their e-mails. */
  language: Lang;
  isAdmin: boolean;
  /**
   * The permissions the admin granted them (./permissions.ts); the admin holds every one without
   * a grant, so ask `hasPermission(viewer, name)` rather than this list.
   */
  permissions: Permission[];
  sessionId: string;
}

/**
 * The signed-in person behind a request, or null. A session that is gone (signed out, disabled
 * account, expired) or, for the admin and people with lead access, idle for 12 hours counts as
 * signed out.
 */
export function getViewer(request: Request, deps: Deps, now = new Date()): Promise<Viewer | null> {
  // What is answered now depends on the session: private, whatever the page (app/context.ts).
  if (deps.requestScope && carriesSessionCookie(request.headers.get("cookie") ?? undefined)) {
    deps.requestScope.sessionRead = true;
  }
  // Once per request: the admin area's layout and the page's guard both ask, and each look-up
  // reads the session and may write its last-seen time. React Router hands each loader its own
  // copy of the Request, so the server's per-request scope is the key when there is one.
  const key = deps.requestScope ?? request;
  let viewer = viewersByRequest.get(key);
  if (!viewer) {
    viewer = readViewer(request, deps, now);
    viewersByRequest.set(key, viewer);
  }
  return viewer;
}

const viewersByRequest = new WeakMap<object, Promise<Viewer | null>>();

async function readViewer(request: Request, deps: Deps, now: Date): Promise<Viewer | null> {
  const found = await getAuth(deps).api.getSession({ headers: request.headers });
  if (!found) return null;
  const { session, user } = found;
  if (user.banned) {
    await endSession(deps, session.id);
    return null;
  }
  const isAdmin = user.role === "admin" && user.email.toLowerCase() === adminEmail(deps.config);
  const permissions = isAdmin ? [] : await grantedPermissions(deps.database.db, user.id);
  const lastSeen = new Date(session.updatedAt).getTime();
  const idleMs = now.getTime() - lastSeen;
  if (sessionNeedsIdleTimeout({ isAdmin, permissions }) && idleMs > authPolicy.adminIdleMs) {
    await endSession(deps, session.id);
    return null;
  }
  // The session's last-seen time is already at hand: a request within a few minutes of the last
  // write changes nothing, and sends no statement.
  if (idleMs > authPolicy.lastSeenWriteEveryMs) await touchSession(deps, session.id, now);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: (user as { firstName?: string | null }).firstName ?? null,
    lastName: (user as { lastName?: string | null }).lastName ?? null,
    language: langOr((user as { language?: string }).language),
    isAdmin,
    permissions,
    sessionId: session.id,
  };
}

/**
 * Whose sessions end after 12 hours without a request (the admin's rule): everyone who can read
 * more than their own account (every named permission does: leads, applicants and their
 * résumés), since a forgotten signed-in browser can export them all.
 */
export function sessionNeedsIdleTimeout(person: Pick<Viewer, "isAdmin" | "permissions">) {
  return PERMISSION_NAMES.some((permission) => hasPermission(person, permission));
}

/** Records activity, at most every few minutes, so idleness can be measured. */
async function touchSession(deps: Deps, sessionId: string, now: Date) {
  await deps.database.db
    .update(sessions)
    .set({ updatedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.updatedAt, new Date(now.getTime() - authPolicy.lastSeenWriteEveryMs)),
      ),
    );
}

async function endSession(deps: Deps, sessionId: string) {
  await deps.database.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * The longest address a login link carries back: more than any link of the site, and small
 * enough that the redirect's Location header fits a reverse proxy's header buffer (4 KB).
 */
const MAX_RETURN_ADDRESS = 512;

/** Where to come back to after sign-in: the address, its path alone when that is too long. */
function loginLink(login: string, request: Request): string {
  const url = new URL(request.url);
  const back = [`${url.pathname}${url.search}`, url.pathname].find(
    (address) => address.length <= MAX_RETURN_ADDRESS,
  );
  return back ? `${login}?redirectTo=${encodeURIComponent(back)}` : login;
}

/**
 * Admin pages and actions call this first. Anonymous visitors go to the admin login with a
 * return address; a signed-in employee gets a 403 page; nothing is read before it passes. The
 * logins are islands pages (docs/decisions/0023): the browser loads them as documents, also
 * from a client-side navigation.
 */
export async function requireAdmin(request: Request, deps: Deps): Promise<Viewer> {
  const viewer = await getViewer(request, deps);
  if (!viewer) throw redirectDocument(loginLink("/admin/login", request));
  if (!viewer.isAdmin) throw data("Access denied", { status: 403 });
  return viewer;
}

/**
 * The pages and actions of a capability the admin can grant (./permissions.ts) call this first,
 * lead pages with "leads" (docs/product.md#the-lead-pipeline): the admin and the people granted
 * it pass; anonymous visitors go to the admin login, others get a 403.
 */
export async function requirePermission(
  request: Request,
  deps: Deps,
  permission: Permission,
): Promise<Viewer> {
  const viewer = await getViewer(request, deps);
  if (!viewer) throw redirectDocument(loginLink("/admin/login", request));
  if (!hasPermission(viewer, permission)) throw data("Access denied", { status: 403 });
  return viewer;
}

/** Employee pages: any signed-in person (the admin too); others go to the employee login. */
export async function requireEmployee(request: Request, deps: Deps): Promise<Viewer> {
  const viewer = await getViewer(request, deps);
  if (!viewer) throw redirectDocument(loginLink("/team/employees", request));
  return viewer;
}

/**
 * A team portal page for the holders of a permission (a technician's work orders, `field`):
 * visitors go to the employee login, a signed-in person without it gets a 403.
 */
export async function requireEmployeePermission(
  request: Request,
  deps: Deps,
  permission: Permission,
): Promise<Viewer> {
  const viewer = await requireEmployee(request, deps);
  if (!hasPermission(viewer, permission)) throw data("Access denied", { status: 403 });
  return viewer;
}

/** Control characters (browsers drop tabs and newlines from addresses) and backslashes. */
function hasUnsafeCharacter(address: string): boolean {
  return [...address].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f || character === "\\";
  });
}

/** The address and what it reads as once percent-decoded (twice, for double encoding). */
function decodedForms(address: string): string[] | undefined {
  try {
    const once = decodeURIComponent(address);
    return [address, once, decodeURIComponent(once)];
  } catch {
    return undefined;
  }
}

/**
 * Where to go after sign-in: only a page of this site, as its path, query and fragment. The
 * address is resolved against the public URL and must keep its origin; control characters and
 * backslashes are refused in any encoding, since browsers and proxies clean them up differently
 * (a tab in "/\t/evil.example" vanishes and leaves "//evil.example", another host). The path it
 * resolves to is checked again: dot segments can turn "/.//evil.example" into "//evil.example".
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback: string,
  publicUrl: string,
): string {
  if (typeof to !== "string") return fallback;
  const site = new URL(publicUrl);
  const isSitePath = (form: string) =>
    !hasUnsafeCharacter(form) &&
    ((form.startsWith("/") && !form.startsWith("//")) || form.startsWith(`${site.origin}/`));
  if (!decodedForms(to)?.every(isSitePath)) return fallback;
  let target: URL;
  try {
    target = new URL(to, site);
  } catch {
    return fallback;
  }
  if (target.origin !== site.origin) return fallback;
  const back = `${target.pathname}${target.search}${target.hash}`;
  return leadsToAnotherHost(back) ? fallback : back;
}

/**
 * Whether a path, as a browser reads it in a Location header, names a host: "//host" and "/\host"
 * do. Resolving dot segments can make one of an address that did not start so
 * ("/.//evil.example", "/%2e//evil.example"), so the result is checked, not only the input.
 */
function leadsToAnotherHost(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\");
}
