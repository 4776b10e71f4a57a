import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";

/**
 * Audit entries are of two kinds, told apart by the action's name: security events (sign-ins,
 * failed sign-ins of accounts, refusals, password changes) and admin actions (everything an
 * account did to the site's data). A new action named `sign-in…`, `password…` or `session…`
 * is a security event without a change here.
 */
export const SECURITY_ACTION_PREFIXES = ["sign-in", "password", "session"] as const;
export const AUDIT_KINDS = ["admin", "security"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function auditKindOf(action: string): AuditKind {
  return SECURITY_ACTION_PREFIXES.some((prefix) => action.startsWith(prefix))
    ? "security"
    : "admin";
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit page's query string: which kind, action and person, and which page. Its messages are
 * keys of the `adminAudit` namespace, which the page's loader translates (docs/decisions/0098).
 */
export const auditFilterSchema = z.object({
  kind: z.enum([...AUDIT_KINDS, "all"], "admin.audit.kind").default("admin"),
  action: z.string().trim().max(100, "admin.audit.action").default(""),
  person: z.string().trim().max(EMAIL_MAX_LENGTH, "admin.audit.person").default(""),
  page: z.coerce
    .number("admin.audit.page")
    .int("admin.audit.pageWhole")
    .min(1, "admin.audit.pageFirst")
    .max(100_000, "admin.audit.pageLast")
    .default(1),
});

export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** The query string of a filter (defaults left out), for links to other pages of it. */
export function auditSearch(filter: AuditFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.kind !== "admin") params.set("kind", filter.kind);
  if (filter.action) params.set("action", filter.action);
  if (filter.person) params.set("person", filter.person);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
