import type { AppLoadContext } from "react-router";
import { requestLang } from "~/accounts/translate.server";
import {
  answerAccepted,
  answerRefused,
  checkFields,
  type FormAnswer,
  readTextFields,
} from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { HONEYPOT_FIELD } from "~/leads/Honeypot";
import { hitLimit, hitLimits } from "~/limits/rate-limit.server";
import { translatedErrors } from "./messages.server";
import { renewLinks } from "./subcontractors.server";
import { renewLinkSchema } from "./subcontractors.validation";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per client, and per address (so that nobody floods one inbox with links). */
const LOST_LINK_PER_CLIENT = {
  name: "subcontractor-link:client",
  max: 10,
  windowMs: FIFTEEN_MINUTES,
};
const LOST_LINK_PER_ADDRESS = {
  name: "subcontractor-link:email",
  max: 3,
  windowMs: FIFTEEN_MINUTES,
};
/** And a day's cap per address: the same link again, at most this often. */
const LOST_LINK_PER_ADDRESS_DAY = {
  name: "subcontractor-link:email-day",
  max: 6,
  windowMs: 24 * 60 * 60 * 1000,
};

/**
 * "Lost your link?": mails an invited contact or a named broker their own link again (the same
 * link while it works, ./links.server.ts). The answer is the same whether the address was invited
 * or not, so that the form tells nobody who works with us.
 */
export async function answerLostLink(
  request: Request,
  context: AppLoadContext,
): Promise<FormAnswer> {
  const lang = requestLang(request);
  const { t } = serverTranslator(lang);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answerRefused(400, { message: t("subcontractors.portal.malformed") });
  }
  const sent = answerAccepted(t("subcontractors.lostLink.sent"));
  if (readTextFields(form, [HONEYPOT_FIELD])[HONEYPOT_FIELD] !== "") return sent;
  const db = context.database.db;
  const client = await hitLimit(db, LOST_LINK_PER_CLIENT, context.clientAddress);
  const tooMany = (retryAfter: number) =>
    answerRefused(
      429,
      { message: t("subcontractors.lostLink.tooMany") },
      {
        "Retry-After": String(retryAfter),
      },
    );
  if (!client.allowed) return tooMany(client.retryAfterSeconds);
  const checked = checkFields(renewLinkSchema, readTextFields(form, ["email"]));
  if (!checked.ok) {
    return answerRefused(400, {
      errors: translatedErrors(lang, checked.errors),
      values: checked.values,
    });
  }
  const address = await hitLimits(db, [
    { rule: LOST_LINK_PER_ADDRESS, subject: checked.data.email },
    { rule: LOST_LINK_PER_ADDRESS_DAY, subject: checked.data.email },
  ]);
  // Over the address's limits the answer is the same as always: nothing is sent.
  if (address.every((limit) => limit.allowed)) await renewLinks(context, checked.data.email);
  return sent;
}
