import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import {
  answerAccepted,
  answerRefused,
  checkFields,
  type FormAnswer,
  readTextFields,
} from "~/forms/form.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/translator";
import { hitLimit, hitLimits } from "~/limits/rate-limit.server";
import { HONEYPOT_FIELD } from "./Honeypot";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;

/** What differs between the portals that send a personal link again. */
export interface LostLinkPortal {
  /** The rate limits' name, one per portal: `subcontractor-link`, `service-link`. */
  limitName: string;
  /** The form's one field, `email`, checked with the portal's message keys. */
  schema: z.ZodType<{ email: string }>;
  /** Message keys: the answer that is always the same, too many asks, a body that is no form. */
  texts: { sent: MessageKey; tooMany: MessageKey; malformed: MessageKey };
  /** Mails the links of that address, if any (the same link while it works). */
  send: (context: AppLoadContext, email: string) => Promise<unknown>;
}

/**
 * "Lost your link?" (docs/decisions/0073): mails the person behind an address their own personal
 * link again. The answer is the same whether the address has a link or not, so that the form
 * tells nobody who works with the company; per client 10 asks in 15 minutes, per address 3 in
 * 15 minutes and 6 a day (over those, the same answer and nothing sent).
 */
export async function answerLostLink(
  portal: LostLinkPortal,
  context: AppLoadContext,
  request: Request,
  lang: Lang,
): Promise<FormAnswer> {
  const { t } = serverTranslator(lang);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answerRefused(400, { message: t(portal.texts.malformed) });
  }
  const sent = answerAccepted(t(portal.texts.sent));
  if (readTextFields(form, [HONEYPOT_FIELD])[HONEYPOT_FIELD] !== "") return sent;
  const db = context.database.db;
  const rule = (suffix: string, max: number, windowMs: number) => ({
    name: `${portal.limitName}:${suffix}`,
    max,
    windowMs,
  });
  const client = await hitLimit(db, rule("client", 10, FIFTEEN_MINUTES), context.clientAddress);
  if (!client.allowed) {
    return answerRefused(
      429,
      { message: t(portal.texts.tooMany) },
      { "Retry-After": String(client.retryAfterSeconds) },
    );
  }
  const checked = checkFields(portal.schema, readTextFields(form, ["email"]));
  if (!checked.ok) {
    return answerRefused(400, {
      errors: translateMessages(lang, checked.errors),
      values: checked.values,
    });
  }
  const email = checked.data.email;
  const address = await hitLimits(db, [
    { rule: rule("email", 3, FIFTEEN_MINUTES), subject: email },
    { rule: rule("email-day", 6, ONE_DAY), subject: email },
  ]);
  // Over the address's limits the answer is the same as always: nothing is sent.
  if (address.every((limit) => limit.allowed)) await portal.send(context, email);
  return sent;
}
