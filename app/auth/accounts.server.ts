import { generateId } from "better-auth";
import { and, asc, eq, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { AppContext } from "~/context";
import { enqueueMail } from "~/mail/outbox.server";
import { accounts, sessions, users } from "./auth.schema";
import { getAuth } from "./auth.server";
import { invitationMail, passwordResetMail } from "./auth-mail.server";
import { forgetFailedSignIns } from "./password-attempts.server";
import { authPolicy } from "./policy";

type Deps = Pick<AppContext, "database" | "config" | "secrets">;

export const DEFAULT_ADMIN_EMAIL = "admin@example.com";

/** SPEC.md section 6: the single designated company address is the admin. */
export function adminEmail(config: Deps["config"]): string {
  return (config.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
}

export type PersonStatus = "invited" | "active" | "disabled";

export interface Person {
  id: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: string | null;
  status: PersonStatus;
  createdAt: Date;
}

/**
 * A one-time link token, stored as Better Auth stores its password-reset tokens: the same
 * reset endpoint then sets the password for a setup link, an invitation or a reset.
 */
async function issuePasswordToken(deps: Deps, userId: string, lifetimeMs: number): Promise<string> {
  const ctx = await getAuth(deps).$context;
  const token = generateId(32);
  await ctx.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

async function createUser(
  deps: Deps,
  input: { email: string; firstName: string; lastName: string; role: "admin" | "employee" },
) {
  const ctx = await getAuth(deps).$context;
  return ctx.internalAdapter.createUser(
    {
      email: input.email.toLowerCase(),
      name: `${input.firstName} ${input.lastName}`.trim(),
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
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

/**
 * First run: while the admin has no password, returns a one-time setup link (24 hours).
 * Returns undefined once the admin is set up. `force` issues a link anyway (admin:reset).
 */
export async function adminSetupLink(
  deps: Deps,
  options: { force?: boolean } = {},
): Promise<string | undefined> {
  const email = adminEmail(deps.config);
  const admin = (await findUserByEmail(deps, email)) ?? (await createAdmin(deps, email));
  if (admin.role !== "admin") {
    await deps.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
  }
  if (!options.force && (await hasPassword(deps, admin.id))) return undefined;
  const token = await issuePasswordToken(deps, admin.id, authPolicy.setupLinkMs);
  return `${deps.config.publicUrl}/admin/setup?token=${encodeURIComponent(token)}`;
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

/** Invites a new hire: an account without a password, and an e-mail with a 7-day link. */
export async function inviteEmployee(
  deps: Deps,
  actor: AuditActor,
  input: { firstName: string; lastName: string; email: string },
) {
  if (await findUserByEmail(deps, input.email)) throw new AccountExistsError(input.email);
  const user = await createUser(deps, { ...input, role: "employee" });
  await sendInvitation(deps, actor, user.id);
  return user;
}

/** (Re-)sends the invitation of a person who has not set a password yet. */
export async function sendInvitation(deps: Deps, actor: AuditActor, userId: string) {
  const user = await deps.database.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return false;
  const token = await issuePasswordToken(deps, user.id, authPolicy.invitationLinkMs);
  const url = `${deps.config.publicUrl}/account/set-password?token=${encodeURIComponent(token)}`;
  await deps.database.db.transaction(async (tx) => {
    await enqueueMail(tx, invitationMail(user.email, user.firstName ?? user.name, url));
    await recordAudit(tx, actor, "invitation.sent", user.email);
  });
  return true;
}

/**
 * Sends a reset link when the account exists and is enabled; says nothing either way, so the
 * answer never reveals who has an account.
 */
export async function sendPasswordReset(deps: Deps, email: string) {
  const user = await findUserByEmail(deps, email);
  if (!user || user.banned) return;
  const token = await issuePasswordToken(deps, user.id, authPolicy.resetLinkSeconds * 1000);
  const url = `${deps.config.publicUrl}/account/set-password?token=${encodeURIComponent(token)}`;
  await enqueueMail(deps.database.db, passwordResetMail(user.email, url));
}

/** Sets the password behind a one-time token; false when the token is unknown, used or expired. */
export async function setPasswordWithToken(deps: Deps, token: string, newPassword: string) {
  const ctx = await getAuth(deps).$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return undefined;
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

export async function listPeople(deps: Deps): Promise<Person[]> {
  const rows = await deps.database.db
    .select({
      user: users,
      // Spelled out: inside a subquery drizzle would leave "id" unqualified (accounts.id).
      hasPassword: sql<boolean>`exists (select 1 from "accounts" where "accounts"."user_id" = "users"."id" and "accounts"."password" is not null)`,
    })
    .from(users)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  return rows.map(({ user, hasPassword }) => ({
    id: user.id,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    status: user.banned ? "disabled" : hasPassword ? "active" : "invited",
    createdAt: user.createdAt,
  }));
}
