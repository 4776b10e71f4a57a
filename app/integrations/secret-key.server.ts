import type { AppLoadContext } from "react-router";
import { type SecretKeyring, secretKeyring } from "./crypto.server";

/**
 * The keys integration secrets are sealed and opened with: the deployment's
 * CONFIG_ENCRYPTION_KEY, and CONFIG_ENCRYPTION_KEY_PREVIOUS while a rotation is under way
 * (docs/operations.md).
 */
export function integrationSecretKey(context: AppLoadContext): SecretKeyring {
  return secretKeyring(
    context.secrets.CONFIG_ENCRYPTION_KEY,
    context.config.env.CONFIG_ENCRYPTION_KEY_PREVIOUS,
  );
}
