import { isIP } from "node:net";
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import {
  formIdsSchema,
  serviceUrlSchema,
  spanishFormIdsProblem,
  timeZoneSchema,
} from "~/onboarding/form-service/settings.server";
import {
  credentialSchema,
  providerIdSchema,
  serviceChannelProblem,
} from "~/service/servicechannel/settings.server";

/**
 * Deployment settings: the whole environment is validated here, once, at start-up, and a wrong
 * value stops the start with a message naming the setting and what it expects. Code further in
 * receives typed values through the load context (`config`) and never parses the environment
 * again. Every setting is documented in .env.example; docs/decisions/0012 gives the reasons.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** An optional setting: unset or empty is undefined, anything else must pass `schema`. */
function optional<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      // Every schema given here reads a string (coerced numbers too); TypeScript cannot say so.
      schema.optional() as unknown as z.ZodType<z.output<T> | undefined, string | undefined>,
    )
    .optional();
}

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min} to ${max}` })
    .int(`${name} must be a whole number from ${min} to ${max}`)
    .min(min, `${name} must be a whole number from ${min} to ${max}`)
    .max(max, `${name} must be a whole number from ${min} to ${max}`);

const webAddress = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// address` });

/** Names proxy-addr (Express's "trust proxy") knows for ranges of addresses. */
const ADDRESS_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const TRUST_PROXY_HELP =
  "name the proxies in front of the server: loopback, a comma-separated list of addresses or " +
  "ranges (10.0.0.1, 10.0.0.0/8), or a hop count (1)";

/** Express's "trust proxy" value: nobody (false), a hop count, or the trusted addresses. */
type TrustProxy = false | number | string[];

function trustsEveryone(entry: string): boolean {
  return ["true", "*"].includes(entry.toLowerCase()) || /\/0$/.test(entry);
}

function isAddressOrRange(entry: string): boolean {
  if (ADDRESS_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY decides whose X-Forwarded-For is believed for the client address (rate limits,
 * logs). Trusting every hop would let any client pick its own address, so it is refused.
 */
const trustProxySchema = optionalText.transform((value, ctx): TrustProxy => {
  if (!value || value.toLowerCase() === "false") return false;
  if (/^\d{1,3}$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.some(trustsEveryone)) {
    ctx.addIssue({
      code: "custom",
      message: `TRUST_PROXY=${value} would believe X-Forwarded-For from anyone, so any client could choose its own address; ${TRUST_PROXY_HELP}`,
    });
    return z.NEVER;
  }
  if (!entries.every(isAddressOrRange)) {
    ctx.addIssue({ code: "custom", message: `TRUST_PROXY is not understood; ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  }
  return entries;
});

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "production", "test"], {
        error: "NODE_ENV must be development, production or test",
      })
      .default("production"),
    PORT: wholeNumber("PORT", 0, 65535).default(3000),
    HOST: z
      .string()
      .trim()
      .min(1, "HOST must name an interface, e.g. 127.0.0.1")
      .default("127.0.0.1"),
    DATA_DIR: z.string().trim().min(1, "DATA_DIR must be a directory").default("./data"),
    PUBLIC_URL: optional(webAddress("PUBLIC_URL")),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://"),
    ),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent",
      })
      .default("info"),
    /** Unset: readable lines in a terminal, JSON lines otherwise (server/readable-log.ts). */
    LOG_FORMAT: optional(
      z.enum(["json", "readable"], { error: "LOG_FORMAT must be json or readable" }),
    ),
    TRUST_PROXY: trustProxySchema,
    QUOTE_FORM_URL: optional(webAddress("QUOTE_FORM_URL")),
    /** A JSON company profile a fresh install starts from, instead of the example (README). */
    COMPANY_PROFILE_FILE: optional(
      z.string().max(4096, "COMPANY_PROFILE_FILE must be a file path of at most 4096 characters"),
    ),
    /** Days without onboarding progress before a hire is reminded, and between two reminders. */
    ONBOARDING_REMINDER_DAYS: wholeNumber("ONBOARDING_REMINDER_DAYS", 1, 365).default(3),
    /** Submissions of each lead form allowed per client address in 15 minutes. */
    FORM_RATE_LIMIT: wholeNumber("FORM_RATE_LIMIT", 1, 100_000).default(10),
    /** Acknowledgement e-mails a day to all the addresses of one recipient domain. */
    ACKNOWLEDGEMENTS_PER_DOMAIN: wholeNumber("ACKNOWLEDGEMENTS_PER_DOMAIN", 1, 1_000_000).default(
      50,
    ),
    /** Look-ups of a new hire by name (check, Submit All, confirmation) per client address in 15 minutes. */
    TRACKER_RATE_LIMIT: wholeNumber("TRACKER_RATE_LIMIT", 1, 100_000).default(60),
    /** Wrong passwords for one account from one client address in 15 minutes; then answers slow down. */
    SIGN_IN_FAILURE_LIMIT: wholeNumber("SIGN_IN_FAILURE_LIMIT", 1, 100_000).default(5),
    /** Passwords set from links (new accounts, resets) per client address in 15 minutes. */
    SET_PASSWORD_LIMIT: wholeNumber("SET_PASSWORD_LIMIT", 1, 100_000).default(20),
    /** Wrong webhook tokens a client address may send in an hour before it is refused. */
    WEBHOOK_TOKEN_FAILURE_LIMIT: wholeNumber("WEBHOOK_TOKEN_FAILURE_LIMIT", 1, 100_000).default(10),
    /**
     * First back-off of a failed e-mail, doubling up to 1 hour. Unset: 1 minute.
     * The system tests shorten it to see mail delivered soon after the SMTP server is back.
     */
    MAIL_RETRY_BASE_MS: optional(wholeNumber("MAIL_RETRY_BASE_MS", 100, 3_600_000)),
    SMTP_URL: optional(
      z.string().regex(/^smtps?:\/\/[^\s]+$/, "SMTP_URL must be an smtp:// or smtps:// URL"),
    ),
    MAIL_FROM: optional(
      z
        .string()
        .max(320, "MAIL_FROM must be at most 320 characters")
        .regex(/^[^\r\n]*@[^\r\n]*$/, 'MAIL_FROM must be an address, e.g. "Name" <no-reply@host>'),
    ),
    COMPANY_INBOX: optional(
      z.email("COMPANY_INBOX must be one e-mail address").max(EMAIL_MAX_LENGTH),
    ),
    ADMIN_EMAIL: optional(z.email("ADMIN_EMAIL must be one e-mail address").max(EMAIL_MAX_LENGTH)),
    // Secrets: their strength is checked with the deployment's kind, in secrets.ts.
    BETTER_AUTH_SECRET: optionalText,
    CONFIG_ENCRYPTION_KEY: optionalText,
    /** The key being rotated away from: still read, never written (docs/operations.md). */
    CONFIG_ENCRYPTION_KEY_PREVIOUS: optionalText,
    JOTFORM_WEBHOOK_SECRET: optionalText,
    /** Sent in a request header: printable characters only. */
    JOTFORM_API_KEY: optional(
      z
        .string()
        .max(200, "JOTFORM_API_KEY must be at most 200 characters")
        .regex(/^[\x21-\x7e]+$/, "JOTFORM_API_KEY must be the API key alone, without spaces"),
    ),
    JOTFORM_API_BASE: optional(serviceUrlSchema("JOTFORM_API_BASE")),
    JOTFORM_FORM_IDS: optional(formIdsSchema()),
    /** The Spanish version of each form, in the same order; optional. */
    JOTFORM_FORM_IDS_ES: optional(formIdsSchema("JOTFORM_FORM_IDS_ES")),
    JOTFORM_FORM_BASE: optional(serviceUrlSchema("JOTFORM_FORM_BASE")),
    JOTFORM_TIME_ZONE: optional(timeZoneSchema("JOTFORM_TIME_ZONE")),
    // The ServiceChannel connection: all four credentials or none (app/service/servicechannel/settings.server.ts).
    SERVICECHANNEL_API_BASE: optional(serviceUrlSchema("SERVICECHANNEL_API_BASE")),
    SERVICECHANNEL_TOKEN_URL: optional(webAddress("SERVICECHANNEL_TOKEN_URL")),
    SERVICECHANNEL_CLIENT_ID: optional(credentialSchema("SERVICECHANNEL_CLIENT_ID")),
    SERVICECHANNEL_CLIENT_SECRET: optional(credentialSchema("SERVICECHANNEL_CLIENT_SECRET")),
    SERVICECHANNEL_PROVIDER_ID: optional(providerIdSchema),
    SERVICECHANNEL_SIGNING_KEY: optional(credentialSchema("SERVICECHANNEL_SIGNING_KEY")),
  })
  .superRefine((env, ctx) => {
    const problem = spanishFormIdsProblem(env.JOTFORM_FORM_IDS, env.JOTFORM_FORM_IDS_ES);
    if (problem) ctx.addIssue({ code: "custom", path: ["JOTFORM_FORM_IDS_ES"], message: problem });
    const channel = serviceChannelProblem(env);
    if (channel) ctx.addIssue({ code: "custom", path: ["SERVICECHANNEL"], message: channel });
  });

/** The validated environment, setting by setting. */
export type Env = z.infer<typeof envSchema>;

export interface ServerConfig {
  env: Env;
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** A real deployment: an https PUBLIC_URL. Secrets are then required and cookies Secure. */
  isProduction: boolean;
  isDevelopment: boolean;
  databaseUrl?: string;
  trustProxy: TrustProxy;
}

/** Parses the environment, throwing one readable message that names every bad setting. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    env,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    publicUrl,
    isProduction: publicUrl.startsWith("https://"),
    isDevelopment: env.NODE_ENV === "development",
    databaseUrl: env.DATABASE_URL,
    trustProxy: env.TRUST_PROXY ?? false,
  };
}
