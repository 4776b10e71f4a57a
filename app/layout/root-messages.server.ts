import { messagesFor } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { ADMIN_FRAME_LEAVES_OUT } from "~/i18n/page";
import type { CompiledMessages, Namespace } from "~/i18n/translator";
import { services } from "~/site/content";
import { rootNamespaces } from "./root-messages";

/** What the frame shows of the `services` namespace: the footer's six links (SiteFooter). */
const FRAME_KEYS: readonly string[] = services.map((service) => service.title);

/** Each language and namespace list's messages, built once: the catalogues do not change. */
const built = new Map<string, Readonly<CompiledMessages>>();

/**
 * The messages the root loader sends for a page: every namespace, or `rootNamespaces`' few plus
 * the frame's service titles (the admin area's 403 and a hire's pages show the public footer);
 * `framed`, an admin page inside the admin frame: its namespaces alone (docs/decisions/0102),
 * less the public frame's and public forms' texts (`ADMIN_FRAME_LEAVES_OUT`, docs/decisions/0116).
 * Built once per language and namespace list: merging them on every request was a fifth of what
 * a signed-in page allocated (docs/decisions/0072).
 */
export function rootMessages(
  lang: Lang,
  pathname: string,
  framed = false,
): Readonly<CompiledMessages> {
  const namespaces = rootNamespaces(pathname, framed);
  const key = `${lang}:${framed ? "framed:" : ""}${namespaces?.join(",") ?? "all"}`;
  return builtOnce(key, () => mergedMessages(lang, namespaces, !framed));
}

/**
 * Every namespace of a language, built once: what an islands page is rendered with on the
 * server (`provideEveryMessage`, app/entry.server.tsx; docs/decisions/0117).
 */
export function everyMessage(lang: Lang): Readonly<CompiledMessages> {
  return builtOnce(`${lang}:all`, () => messagesFor(lang));
}

function builtOnce(key: string, build: () => CompiledMessages): Readonly<CompiledMessages> {
  let messages = built.get(key);
  if (!messages) {
    messages = Object.freeze(build());
    built.set(key, messages);
  }
  return messages;
}

function mergedMessages(
  lang: Lang,
  namespaces: readonly Namespace[] | undefined,
  withFooter: boolean,
) {
  if (!namespaces) return messagesFor(lang);
  // Inside the admin frame no public header, footer or public form is drawn: none of their texts.
  if (!withFooter) return withoutPublicFrame(messagesFor(lang, namespaces));
  const allServices = messagesFor(lang, ["services"]);
  const frameServices: CompiledMessages = {};
  for (const key of FRAME_KEYS) {
    const message = allServices[key];
    if (message !== undefined) frameServices[key] = message;
  }
  return { ...frameServices, ...messagesFor(lang, namespaces) };
}

function withoutPublicFrame(messages: CompiledMessages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([key]) => !ADMIN_FRAME_LEAVES_OUT.some((prefix) => key.startsWith(prefix)),
    ),
  );
}
