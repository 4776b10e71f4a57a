import { createHash } from "node:crypto";
import { messagesFor, NAMESPACE_NAMES } from "~/i18n/catalogue.server";
import { isLang, type Lang } from "~/i18n/languages";
import { MESSAGE_SETS_PATH } from "~/i18n/message-sets";
import { ADMIN_FRAME_LEAVES_OUT } from "~/i18n/page";
import type { CompiledMessages, Namespace } from "~/i18n/translator";
import { services } from "~/site/content";
import { rootNamespaces } from "./root-messages";

/** What the frame shows of the `services` namespace: the footer's six links (SiteFooter). */
const FRAME_KEYS: readonly string[] = services.map((service) => service.title);

/** Every namespace of each language, built once. */
const built = new Map<string, Readonly<CompiledMessages>>();

/** A set of messages, and its address beside the documents that use it (app/i18n/message-sets.ts). */
export interface MessageSet {
  messages: Readonly<CompiledMessages>;
  path: string;
  /** The JSON the address answers. */
  json: string;
}

/**
 * The messages the root loader gives a page (or names), with their address: every namespace, or
 * `rootNamespaces`' few plus the frame's service titles (the admin area's 403 and a hire's pages
 * show the public footer); `framed`, an admin page inside the admin frame: its namespaces alone
 * (docs/decisions/0102), less the public frame's and public forms' texts
 * (`ADMIN_FRAME_LEAVES_OUT`, docs/decisions/0116). Built once per language and namespace list:
 * merging them on every request was a fifth of what a signed-in page allocated
 * (docs/decisions/0072). The address names the language, frame and namespaces, then a hash of
 * the content, so that a new build's texts have a new address and the browser may keep each for
 * a year (docs/decisions/0119).
 */
export function rootMessageSet(lang: Lang, pathname: string, framed = false): MessageSet {
  return messageSet(lang, framed, rootNamespaces(pathname, framed), true);
}

/**
 * The sets one process keeps: every set a page of the tables uses (`keep`), and others an address
 * named (another build's, or made up) while there are fewer than this: a stranger's addresses
 * cannot fill the memory, nor push out the pages' own.
 */
const MAX_SETS = 256;

/** Each language, frame and namespace list's messages, built once: the catalogues do not change. */
const sets = new Map<string, MessageSet>();

/** The same sets by their address: what a document's render looks up (`keptMessageSetAt`). */
const setsByPath = new Map<string, MessageSet>();

function messageSet(
  lang: Lang,
  framed: boolean,
  namespaces: readonly Namespace[] | undefined,
  keep = false,
): MessageSet {
  const name = `${lang}/${framed ? "framed" : "page"}/${namespaces?.join("+") ?? "all"}`;
  let set = sets.get(name);
  if (!set) {
    const messages = Object.freeze(mergedMessages(lang, namespaces, !framed));
    const json = JSON.stringify(messages);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 16);
    set = { messages, json, path: `${MESSAGE_SETS_PATH}${name}/${hash}.json` };
    if (keep || sets.size < MAX_SETS) {
      sets.set(name, set);
      setsByPath.set(set.path, set);
    }
  }
  return set;
}

/**
 * The messages at a set's address when this process keeps it (a document's root data names one
 * its loader just built), else what the address names: read on every render, so a look-up first.
 */
export function messagesAtPath(path: string): Readonly<CompiledMessages> | undefined {
  return (setsByPath.get(path) ?? messageSetOfPath(path)?.set)?.messages;
}

const NAMESPACES: ReadonlySet<string> = new Set(NAMESPACE_NAMES);

const SET_PATH = /^\/i18n\/([a-z]{2})\/(framed|page)\/([A-Za-z+]{1,600})\/([0-9a-f]{16})\.json$/;

/**
 * The set an address names, and whether the address is the current one (its hash is this
 * build's); undefined for an address no set has: an unknown language or namespace, a namespace
 * named twice.
 */
export function messageSetOfPath(path: string): { set: MessageSet; current: boolean } | undefined {
  const match = SET_PATH.exec(path);
  if (!match) return undefined;
  const [, lang = "", frame, list = ""] = match;
  if (!isLang(lang)) return undefined;
  const names = list === "all" ? undefined : list.split("+");
  if (
    names &&
    (names.some((name) => !NAMESPACES.has(name)) || new Set(names).size !== names.length)
  ) {
    return undefined;
  }
  const set = messageSet(lang, frame === "framed", names as Namespace[] | undefined);
  return { set, current: set.path === path };
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
