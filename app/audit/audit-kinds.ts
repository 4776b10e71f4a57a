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

/** The audit page's query string: which kind, action and person, and which page. */
export const auditFilterSchema = z.object({
  kind: z
    .enum([...AUDIT_KINDS, "all"], "Choose admin actions, security events or all.")
    .default("admin"),
  action: z.string().trim().max(100, "An action has at most 100 characters").default(""),
  person: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, "A person's address has at most 254 characters")
    .default(""),
  page: z.coerce
    .number("A page is a number")
    .int("A page is a whole number")
    .min(1, "Pages start at 1")
    .max(100_000, "There are not that many pages")
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
