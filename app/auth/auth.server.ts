import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { AppContext } from "~/context";
import type { DatabaseHandle } from "~/db/client.server";
import { company } from "~/site/company";
import { accounts, sessions, users, verifications } from "./auth.schema";
import { authPolicy } from "./policy";

type AuthDeps = Pick<AppContext, "database" | "config" | "secrets">;

/**
 * Better Auth on our database. Sign-up is closed (people are invited), its own HTTP endpoints are
 * not mounted (our route actions call its server API), and its rate limiter is off because we
 * keep counters in the database (see ~/limits).
 */
export function createAuth({ database, config, secrets }: AuthDeps) {
  return betterAuth({
    appName: company.name,
    baseURL: config.publicUrl,
    secret: secrets.BETTER_AUTH_SECRET,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(database.db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: authPolicy.minPasswordLength,
      maxPasswordLength: authPolicy.maxPasswordLength,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: authPolicy.resetLinkSeconds,
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: false },
        lastName: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: authPolicy.sessionSeconds,
      updateAge: authPolicy.sessionRefreshSeconds,
    },
    advanced: {
      useSecureCookies: config.isProduction,
      cookiePrefix: "site",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.isProduction },
      ipAddress: { disableIpTracking: true },
    },
    // One-time link tokens are kept as their SHA-256 (see ./link-tokens.server.ts).
    verification: { storeIdentifier: "hashed" },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic, recorded in our audit log; keep Better Auth's own
    // console output to real errors.
    logger: { level: "error" },
    plugins: [admin({ defaultRole: "employee", adminRoles: ["admin"] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<DatabaseHandle, Map<string, Auth>>();

/** One Better Auth instance per database and deployment settings, made on first use. */
export function getAuth(deps: AuthDeps): Auth {
  let forDatabase = instances.get(deps.database);
  if (!forDatabase) {
    forDatabase = new Map();
    instances.set(deps.database, forDatabase);
  }
  const key = `${deps.config.publicUrl}\n${deps.secrets.BETTER_AUTH_SECRET}`;
  let auth = forDatabase.get(key);
  if (!auth) {
    auth = createAuth(deps);
    forDatabase.set(key, auth);
  }
  return auth;
}
