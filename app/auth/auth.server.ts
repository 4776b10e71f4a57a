import { drizzleAdapter } from "better-auth/adapters/drizzle";
// Better Auth without its Kysely adapter, and the one plugin used: importing the package's
// root and its plugins index loaded about 450 modules this site never runs (docs/decisions/0046).
import { betterAuth } from "better-auth/minimal";
import { admin } from "better-auth/plugins/admin";
import type { AppContext } from "~/context";
import type { DatabaseHandle } from "~/db/client.server";
import { accounts, sessions, users, verifications } from "./auth.schema";
import { passwordHashing } from "./password-hashing.server";
import { authPolicy } from "./policy";
import { AUTH_COOKIE_PREFIX } from "./session-cookie";

/**
 * What names the app: the company's store (app/context.ts), known here by the one thing read of
 * it, since the sessions and guards sit below the company (docs/architecture.md#what-may-import-what).
 */
interface AppNamer {
  current(): { profile: { legalName: string } };
}

type AuthDeps = Pick<AppContext, "database" | "config" | "secrets"> & {
  /** Names the app (Better Auth's `appName`); without it (the scripts), Better Auth's default. */
  company?: AppNamer;
};

/** The company's name as its profile says now: Better Auth's name for the app. */
function appNameOf(deps: AuthDeps): string | undefined {
  return deps.company?.current().profile.legalName;
}

/**
 * Better Auth on our database. Sign-up is closed (people are invited), its own HTTP endpoints are
 * not mounted (our route actions call its server API), and its rate limiter is off because we
 * keep counters in the database (see ~/limits).
 */
export function createAuth(deps: AuthDeps) {
  const { database, config, secrets } = deps;
  return betterAuth({
    appName: appNameOf(deps),
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
      // Its own scrypt, called through one module of ours (./password-hashing.server.ts).
      password: {
        hash: (password) => passwordHashing.hash(password),
        verify: (input) => passwordHashing.verify(input),
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: false },
        lastName: { type: "string", required: false, input: false },
        language: { type: "string", required: false, input: false, defaultValue: "en" },
      },
    },
    session: {
      expiresIn: authPolicy.sessionSeconds,
      updateAge: authPolicy.sessionRefreshSeconds,
    },
    advanced: {
      useSecureCookies: config.isProduction,
      cookiePrefix: AUTH_COOKIE_PREFIX,
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

const instances = new WeakMap<
  DatabaseHandle,
  Map<string, { auth: Auth; appName: string | undefined }>
>();

/**
 * One Better Auth instance per database and deployment settings, made on first use, and made
 * anew when the company is renamed: its app name follows the profile without a restart.
 */
export function getAuth(deps: AuthDeps): Auth {
  let forDatabase = instances.get(deps.database);
  if (!forDatabase) {
    forDatabase = new Map();
    instances.set(deps.database, forDatabase);
  }
  const key = `${deps.config.publicUrl}\n${deps.secrets.BETTER_AUTH_SECRET}`;
  const appName = appNameOf(deps);
  let entry = forDatabase.get(key);
  if (!entry || entry.appName !== appName) {
    entry = { auth: createAuth(deps), appName };
    forDatabase.set(key, entry);
  }
  return entry.auth;
}
