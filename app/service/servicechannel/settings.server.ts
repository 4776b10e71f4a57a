import { z } from "zod";
import type { Env } from "../../../server/config";

/**
 * The ServiceChannel connection's settings (docs/service-desk.md#servicechannel, decision 0089):
 * all four credentials or none. None: the connection is off, a state the desk shows; some but
 * not all: the start stops, naming what is missing (`serviceChannelProblem`, server/config.ts).
 */

/** ServiceChannel's production addresses (its authentication guide and API base). */
export const SERVICECHANNEL_DEFAULTS = {
  apiBase: "https://api.servicechannel.com/v3",
  tokenUrl: "https://login.servicechannel.com/oauth/token",
} as const;

/** The settings that together switch the connection on. */
const REQUIRED = [
  "SERVICECHANNEL_CLIENT_ID",
  "SERVICECHANNEL_CLIENT_SECRET",
  "SERVICECHANNEL_PROVIDER_ID",
  "SERVICECHANNEL_SIGNING_KEY",
] as const;

const ADDRESSES = ["SERVICECHANNEL_API_BASE", "SERVICECHANNEL_TOKEN_URL"] as const;

type ServiceChannelEnv = Pick<Env, (typeof REQUIRED)[number] | (typeof ADDRESSES)[number]>;

/** A credential: printable characters without spaces, as it goes into a header. */
export const credentialSchema = (setting: string) =>
  z
    .string()
    .max(500, `${setting} must be at most 500 characters`)
    .regex(/^[\x21-\x7e]+$/, `${setting} must be printable characters without spaces`);

/** ServiceChannel names a provider by a number. */
export const providerIdSchema = z
  .string()
  .regex(/^\d{1,18}$/, "SERVICECHANNEL_PROVIDER_ID must be the provider's number (digits)");

/** A set connection: where ServiceChannel is, who the provider is, the secrets. */
export interface ServiceChannelConnection {
  apiBase: string;
  tokenUrl: string;
  clientId: string;
  /** Server only: never in loader data. */
  clientSecret: string;
  providerId: string;
  /** Server only: the webhook subscription's signing key. */
  signingKey: string;
}

export type ServiceChannelSettings =
  | { enabled: false }
  | ({ enabled: true } & ServiceChannelConnection);

/**
 * A half-set connection, as one readable sentence naming the missing settings; undefined when
 * the connection is fully set or not set at all.
 */
export function serviceChannelProblem(env: Partial<ServiceChannelEnv>): string | undefined {
  const set = [...REQUIRED, ...ADDRESSES].filter((name) => env[name] !== undefined);
  if (set.length === 0) return undefined;
  const missing = REQUIRED.filter((name) => env[name] === undefined);
  if (missing.length === 0) return undefined;
  return `the ServiceChannel connection is half set (${set.join(", ")}): set ${missing.join(", ")} too, or none of the SERVICECHANNEL_* settings to leave it off`;
}

/** The connection's settings from the validated environment. */
export function serviceChannelSettings(env: Partial<ServiceChannelEnv>): ServiceChannelSettings {
  const {
    SERVICECHANNEL_CLIENT_ID: clientId,
    SERVICECHANNEL_CLIENT_SECRET: clientSecret,
    SERVICECHANNEL_PROVIDER_ID: providerId,
    SERVICECHANNEL_SIGNING_KEY: signingKey,
  } = env;
  if (!clientId || !clientSecret || !providerId || !signingKey) return { enabled: false };
  return {
    enabled: true,
    apiBase: env.SERVICECHANNEL_API_BASE ?? SERVICECHANNEL_DEFAULTS.apiBase,
    tokenUrl: env.SERVICECHANNEL_TOKEN_URL ?? SERVICECHANNEL_DEFAULTS.tokenUrl,
    clientId,
    clientSecret,
    providerId,
    signingKey,
  };
}
