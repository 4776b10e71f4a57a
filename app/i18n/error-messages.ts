import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Lang } from "./languages";
import enCommon from "./messages/en/common";
import esCommon from "./messages/es/common";
import type { CompiledMessages } from "./translator";

const common: Record<Lang, Record<string, string>> = { en: enCommon, es: esCommon };

/** `{name}` values only: the error texts have no plural or select (a test holds this). */
function compileSimple(text: string): CompiledMessage {
  const parts = text.split(/\{(\w+)\}/);
  return parts.flatMap((part, index) =>
    index % 2 ? [[part] as CompiledMessage[number]] : part ? [part] : [],
  );
}

/**
 * The error page's messages (`common.error.*`), compiled in the bundle. The root loader's
 * catalogue is absent when an action failed before it ran (a database outage during a form
 * post): the error page must still speak, in the page's language, on the server and in the
 * browser alike.
 */
export function errorPageMessages(lang: Lang): CompiledMessages {
  return Object.fromEntries(
    Object.entries(common[lang])
      .filter(([key]) => key.startsWith("error."))
      .map(([key, text]) => [`common.${key}`, compileSimple(text)]),
  );
}
