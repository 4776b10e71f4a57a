import { messagesFor } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import type { CompiledMessages } from "~/i18n/translator";
import { services } from "~/site/content";
import { rootNamespaces } from "./root-messages";

/** What the frame shows of the `services` namespace: the footer's six links (SiteFooter). */
const FRAME_KEYS: readonly string[] = services.map((service) => service.title);

/**
 * The messages the root loader sends for a page: every namespace, or `rootNamespaces`' few plus
 * the frame's service titles (the admin area's 403 and a hire's pages show the public footer).
 */
export function rootMessages(lang: Lang, pathname: string): CompiledMessages {
  const namespaces = rootNamespaces(pathname);
  if (!namespaces) return messagesFor(lang);
  const allServices = messagesFor(lang, ["services"]);
  const frameServices: CompiledMessages = {};
  for (const key of FRAME_KEYS) {
    const message = allServices[key];
    if (message !== undefined) frameServices[key] = message;
  }
  return { ...frameServices, ...messagesFor(lang, namespaces) };
}
