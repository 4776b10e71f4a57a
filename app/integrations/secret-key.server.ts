import type { AppLoadContext } from "react-router";
import { deriveSecretKey, type SecretKey } from "./crypto.server";

/** The key integration secrets are sealed with, from the deployment's CONFIG_ENCRYPTION_KEY. */
export function integrationSecretKey(context: AppLoadContext): SecretKey {
  return deriveSecretKey(context.secrets.CONFIG_ENCRYPTION_KEY);
}
