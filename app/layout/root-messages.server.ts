import { messagesFor } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import type { CompiledMessages, Namespace } from "~/i18n/translator";
import { services } from "~/site/content";
import { rootNamespaces } from "./root-messages";

/** What the frame shows of the `services` namespace: the footer's six links (SiteFooter). */
const FRAME_KEYS: readonly string[] = services.map((service) => service.title);

/** Each language and namespace list's messages, built once: the catalogues do not change. */
const built = new Map<string, Readonly<CompiledMessages>>();

/**
 * The messages the root loader sends for a page: every namespace, or `rootNamespaces`' few plus
 * the frame's service titles (the admin area's 403 and a hire's pages show the public footer).
 * Built once per language and namespace list: merging them on every request was a fifth of what
 * a signed-in page allocated (docs/decisions/0072).
 */
export function rootMessages(lang: Lang, pathname: string): Readonly<CompiledMessages> {
  const namespaces = rootNamespaces(pathname);
  const key = `${lang}:${namespaces?.join(",") ?? "all"}`;
  let messages = built.get(key);
  if (!messages) {
    messages = Object.freeze(mergedMessages(lang, namespaces));
    built.set(key, messages);
  }
  return messages;
}

function mergedMessages(lang: Lang, namespaces: readonly Namespace[] | undefined) {
  if (!namespaces) return messagesFor(lang);
  const allServices = messagesFor(lang, ["services"]);
  const frameServices: CompiledMessages = {};
  for (const key of FRAME_KEYS) {
    const message = allServices[key];
    if (message !== undefined) frameServices[key] = message;
  }
  return { ...frameServices, ...messagesFor(lang, namespaces) };
}
