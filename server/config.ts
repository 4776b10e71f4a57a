import { z } from "zod";

/**
 * Deployment settings, read once from the environment at start-up and validated here.
 * Every setting is documented in .env.example.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: optionalText,
  QUOTE_FORM_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Days without onboarding progress before a hire is reminded, and between two reminders. */
  ONBOARDING_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(3),
  /** Submissions of each lead form allowed per client address in 15 minutes. */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Wrong passwords for one account from one client address in 15 minutes before a refusal. */
  SIGN_IN_FAILURE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * First back-off of a failed e-mail, doubling up to 1 hour. Unset: 1 minute (issue 4).
   * The system tests shorten it to see mail delivered soon after the SMTP server is back.
   */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  COMPANY_INBOX: optionalText,
  ADMIN_EMAIL: optionalText,
  BETTER_AUTH_SECRET: optionalText,
  CONFIG_ENCRYPTION_KEY: optionalText,
  JOTFORM_API_KEY: optionalText,
  JOTFORM_API_BASE: optionalText,
  JOTFORM_FORM_IDS: optionalText,
  JOTFORM_FORM_BASE: optionalText,
  JOTFORM_WEBHOOK_SECRET: optionalText,
});

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
  trustProxy: string | false;
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
