import type { AppContext } from "~/context";

export const DEFAULT_ADMIN_EMAIL = "admin@example.com";

/** The single designated company address is the admin (docs/product.md#users-and-roles). */
export function adminEmail(config: AppContext["config"]): string {
  return (config.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
}
