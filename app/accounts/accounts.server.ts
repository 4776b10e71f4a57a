import { and, asc, eq, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import { adminEmail } from "~/auth/admin-email.server";
import { accounts, sessions, users } from "~/auth/auth.schema";
import { getAuth } from "~/auth/auth.server";
import type { Permission } from "~/auth/permissions";
import { permissionsByPerson } from "~/auth/permissions.server";
import { authPolicy } from "~/auth/policy";
import type { AppContext } from "~/context";
import type { Transaction } from "~/db/client.server";
import { type Lang, pathIn } from "~/i18n/languages";
import { enqueueMail } from "~/mail/outbox.server";
import { type HiredFor, invitationMail, passwordResetMail } from "./auth-mail.server";
import {
  hashPlainLinkTokens,
  issueLinkToken,
  linkTokenSchema,
  loggedSetupTokenIsLive,
  markSetupTokenLogged,
} from "./link-tokens.server";
import { forgetFailedSignIns } from "./sign-in/password-attempts.server";

type Deps = Pick<AppContext, "database" | "config" | "secrets">;
type UserRow = typeof users.$inferSelect;
/** What sending mail needs besides: the company, as its profile is now, signs it. */
type MailDeps = Deps & Pick<AppContext, "company">;

export type PersonStatus = "invited" | "active" | "disabled";

export interface Person {
  id: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: string | null;
  status: PersonStatus;
  /** Granted by the admin at /admin/people (the admin holds every one without a grant). */
  permissions: Permission[];
  /** The language of the portal and of their e-mails. */
  language: Lang;
  createdAt: Date;
}

/** The link that sets a password through a one-time token; a hire's opens in their language. */
function passwordLink(
  deps: Deps,
  path: "/admin/setup" | "/account/set-password",
  token: string,
  lang: Lang = "en",
) {
  return `${deps.config.publicUrl}${pathIn(lang, path)}?token=${encodeURIComponent(token)}`;
}

async function createUser(
  deps: Deps,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    role: "admin" | "employee";
    language?: Lang;
  },
) {
  const ctx = await getAuth(deps).$context;
  return ctx.internalAdapter.createUser(
    {
      email: input.email.toLowerCase(),
      name: `${input.firstName} ${input.lastName}`.trim(),
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      language: input.language ?? "en",
      emailVerified: true,
    },
    { method: "admin" },
  );
}

function findUserByEmail(deps: Deps, email: string) {
  return deps.database.db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

async function hasPassword(deps: Deps, userId: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, "credential"),
        sql`${accounts.password} is not null`,
      ),
    );
  return Boolean(row);
}

/** Any fixed number: the advisory lock under which one process at a time issues a setup link. */
const SETUP_LINK_LOCK = 8_461_203_518;

/**
 * First run: while the admin has no password, a one-time setup link (24 hours) to log. Every
 * start calls this: the link is given once per token, by one process of those sharing the
 * database, and again only once it expired or another link replaced it. `force` issues a new
 * link anyway (admin:reset).
 */
export async function adminSetupLink(
  deps: Deps,
  options: { force?: boolean } = {},
): Promise<string | undefined> {
  await hashPlainLinkTokens(deps.database.db);
  const email = adminEmail(deps.config);
  const admin = (await findUserByEmail(deps, email)) ?? (await createAdmin(deps, email));
  if (admin.role !== "admin") {
    await deps.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
  }
  if (!options.force && (await hasPassword(deps, admin.id))) return undefined;
  const token = await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LINK_LOCK})`);
    if (!options.force && (await loggedSetupTokenIsLive(tx))) return undefined;
    const issued = await issueLinkToken(tx, admin.id, authPolicy.setupLinkMs);
    await markSetupTokenLogged(tx, issued);
    return issued.token;
  });
  return token ? passwordLink(deps, "/admin/setup", token) : undefined;
}

/**
 * Several server processes starting together on one database all find no admin: one creates
 * it, the others' inserts fail on the unique e-mail and they take the one that now exists.
 */
async function createAdmin(deps: Deps, email: string) {
  try {
    return await createUser(deps, {
      email,
      firstName: "Site",
      lastName: "Administrator",
      role: "admin",
    });
  } catch (error) {
    const created = await findUserByEmail(deps, email);
    if (created) return created;
    throw error;
  }
}

export class AccountExistsError extends Error {}

/** What an employee account is made from: an invitation at /admin/people, or a hire (careers). */
export interface NewEmployee {
  firstName: string;
  lastName: string;
  email: string;
  language?: Lang;
  /** A hire from an application: the job and start date their invitation names. */
  job?: HiredFor;
}

/**
 * Makes an employee account without a password and queues its invitation (the set-password
 * e-mail, a 7-day link, audited "invitation.sent"), all in the caller's transaction: a caller
 * that also changes its own rows (the Hire step) has all of it or none. An address that already
 * has an account throws AccountExistsError, also when another request took it a moment before.
 */
export async function createInvitedEmployee(
  deps: MailDeps,
  tx: Transaction,
  actor: AuditActor,
  input: NewEmployee,
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw new AccountExistsError(email);
  const ctx = await getAuth(deps).$context;
  const [user] = await tx
    .insert(users)
    .values({
      id: ctx.generateId({ model: "user" }) || crypto.randomUUID(),
      email,
      name: `${input.firstName} ${input.lastName}`.trim(),
      firstName: input.firstName,
      lastName: input.lastName,
      role: "employee",
      language: input.language ?? "en",
      emailVerified: true,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new AccountExistsError(email);
  await queueInvitation(deps, tx, actor, user, input.job);
  return user;
}

/** Invites a new hire: an account without a password, and an e-mail with a 7-day link. */
export async function inviteEmployee(deps: MailDeps, actor: AuditActor, input: NewEmployee) {
  return deps.database.db.transaction((tx) => createInvitedEmployee(deps, tx, actor, input));
}

/** The invitation's link, e-mail and audit entry, in the caller's transaction. */
async function queueInvitation(
  deps: MailDeps,
  tx: Transaction,
  actor: AuditActor,
  user: UserRow,
  job?: HiredFor,
) {
  const issued = await issueLinkToken(tx, user.id, authPolicy.invitationLinkMs);
  const url = passwordLink(deps, "/account/set-password", issued.token, user.language);
  await enqueueMail(
    tx,
    invitationMail(
      user.email,
      user.firstName ?? user.name,
      url,
      deps.company.facts(),
      user.language,
      job,
    ),
  );
  await recordAudit(tx, actor, "invitation.sent", user.email);
}

export type InvitationResult = "sent" | "no-such-person" | "has-password";

/**
 * (Re-)sends the invitation of a person who has not set a password yet; once they have, a
 * password reset is what helps, and an invitation would only be one more live link.
 */
export async function sendInvitation(
  deps: MailDeps,
  actor: AuditActor,
  userId: string,
): Promise<InvitationResult> {
  const user = await deps.database.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return "no-such-person";
  if (await hasPassword(deps, user.id)) return "has-password";
  await deps.database.db.transaction((tx) => queueInvitation(deps, tx, actor, user));
  return "sent";
}

export type ResetResult = "sent" | "no-such-account" | "no-password";

/**
 * Sends a reset link when the account exists, is enabled and has a password; the public page
 * answers the same either way, so it never reveals who has an account. An account without a
 * password (a hire not yet in, the admin before first run) is entered through its invitation or
 * setup link: a reset would revoke that link, so that anyone could cancel it by asking. Nor does
 * a reset revoke a live setup link of an admin who has a password (admin:reset).
 */
export async function sendPasswordReset(deps: MailDeps, email: string): Promise<ResetResult> {
  const user = await findUserByEmail(deps, email);
  if (!user || user.banned) return "no-such-account";
  if (!(await hasPassword(deps, user.id))) return "no-password";
  await deps.database.db.transaction(async (tx) => {
    const issued = await issueLinkToken(tx, user.id, authPolicy.resetLinkSeconds * 1000, {
      keepSetupLink: true,
    });
    const url = passwordLink(deps, "/account/set-password", issued.token, user.language);
    await enqueueMail(tx, passwordResetMail(user.email, url, deps.company.facts(), user.language));
  });
  return "sent";
}

/** Sets the password behind a one-time token; false when the token is unknown, used or expired. */
/** The live verification of a set-password link's token: undefined once used, expired or unknown. */
async function liveLinkVerification(deps: Deps, token: string) {
  if (!linkTokenSchema.safeParse(token).success) return undefined;
  const ctx = await getAuth(deps).$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification && verification.expiresAt >= new Date() ? verification : undefined;
}

/** Whether a set-password link still works: its page says at once when it does not. */
export async function linkIsUsable(deps: Deps, token: string): Promise<boolean> {
  return (await liveLinkVerification(deps, token)) !== undefined;
}

export async function setPasswordWithToken(deps: Deps, token: string, newPassword: string) {
  const verification = await liveLinkVerification(deps, token);
  if (!verification) return undefined;
  try {
    await getAuth(deps).api.resetPassword({ body: { token, newPassword } });
  } catch {
    return undefined;
  }
  const user = await deps.database.db.query.users.findFirst({
    where: eq(users.id, verification.value),
  });
  // The owner proved who they are: earlier wrong passwords no longer slow them down.
  if (user) await forgetFailedSignIns(deps.database.db, user.email);
  return user;
}

/** Disables or enables an account; disabling ends its sessions at once. */
export async function setAccountDisabled(
  deps: Deps,
  actor: AuditActor,
  userId: string,
  disabled: boolean,
) {
  const { db } = deps.database;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ banned: disabled, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) return undefined;
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, actor, disabled ? "account.disabled" : "account.enabled", user.email);
    return user;
  });
}

/** A person chooses the language of their portal and e-mails. */
export async function setPersonLanguage(deps: Deps, userId: string, language: Lang) {
  await deps.database.db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function listPeople(deps: Deps): Promise<Person[]> {
  const rows = await deps.database.db
    .select({
      user: users,
      // Spelled out: inside a subquery drizzle would leave "id" unqualified (accounts.id).
      hasPassword: sql<boolean>`exists (select 1 from "accounts" where "accounts"."user_id" = "users"."id" and "accounts"."password" is not null)`,
    })
    .from(users)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  const granted = await permissionsByPerson(deps.database.db);
  return rows.map(({ user, hasPassword }) => ({
    id: user.id,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    status: user.banned ? "disabled" : hasPassword ? "active" : "invited",
    permissions: granted.get(user.id) ?? [],
    language: user.language,
    createdAt: user.createdAt,
  }));
}
