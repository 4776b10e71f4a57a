import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import type { OfficeFacts } from "~/company/facts";
import {
  answerAccepted,
  answerRefused,
  checkFields,
  type FormAnswer,
  type FormFields,
  readTextFields,
} from "~/forms/form.server";
import { HONEYPOT_FIELD } from "~/forms/Honeypot";
import type { FormValues } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { type Lang, langOfPath } from "~/i18n/languages";
import { type MessageKey, type MessageValues, translateMessage } from "~/i18n/translator";
import { hitLimit, type LimitState } from "~/limits/rate-limit.server";
import { companyMailSettings } from "~/mail/mailer.server";
import { langOr } from "~/site/language";
import { localeFormat } from "~/site/locale-format";
import { insertLead, type NewLeadValues } from "../leads.server";
import { LANGUAGE_FIELD, type LeadFormName } from "./lead-forms";
import { leadMessageValues } from "./leads.validation";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Said when a client sent too many: with the phone number as the profile has it now. */
export function rateLimitedMessage(phone: string, lang: Lang = "en"): string {
  return serverTranslator(lang).t("forms.rateLimited", { phone });
}

export interface LeadForm<T> {
  /** Names the form's rate-limit counter. */
  name: LeadFormName;
  fields: readonly string[];
  schema: z.ZodType<T>;
  /** The lead a checked value makes, stored by `storeLead`; `offices`: the profile's now. */
  lead: (value: T, language: Lang, offices: readonly OfficeFacts[]) => NewLeadValues;
  /** Message keys of the forms catalogue, said in the page's language. */
  success: MessageKey;
  failure: MessageKey;
  /**
   * A success message that says what was asked for (the COI request's project and date
   * needed): its key and its values from what was typed; `success` when they are missing.
   */
  successFor?: {
    key: MessageKey;
    values: (values: FormValues, language: Lang) => MessageValues | undefined;
  };
}

/**
 * The language to answer a lead in: the one its form posts (the page's language), else the
 * page's address (/es/...). A value the site does not speak is ignored, never stored.
 */
function leadLanguage(pagePath: string, body: FormFields): Lang {
  return langOr(readTextFields(body, [LANGUAGE_FIELD])[LANGUAGE_FIELD], langOfPath(pagePath));
}

/** A lead form posted in a request: its body read, then answered as `receiveLeadForm` does. */
export async function submitLeadForm<T>(
  request: Request,
  context: AppLoadContext,
  form: LeadForm<T>,
): Promise<FormAnswer> {
  return receiveLeadForm(await request.formData(), new URL(request.url).pathname, context, form);
}

/**
 * The action behind every lead form, on its body already read and the path of the page it was
 * posted to: bots that fill the hidden field are thanked and dropped, each client may send a few
 * per 15 minutes, the fields are checked, and a valid lead is stored (with its e-mail queued)
 * before the visitor hears it was sent.
 */
async function receiveLeadForm<T>(
  body: FormFields,
  pagePath: string,
  context: AppLoadContext,
  form: LeadForm<T>,
): Promise<FormAnswer> {
  const values = readTextFields(body, form.fields);
  const language = leadLanguage(pagePath, body);
  const { t } = serverTranslator(language);
  const success = () => {
    const named = form.successFor?.values(values, language);
    return named && form.successFor ? t(form.successFor.key, named) : t(form.success);
  };
  // The lead forms' messages name the company's phone number as the profile has it now.
  const phone = { phone: context.company.facts().phone.display };
  if (readTextFields(body, [HONEYPOT_FIELD])[HONEYPOT_FIELD] !== "") {
    return answerAccepted(success());
  }
  const limit = {
    rule: {
      name: `lead-${form.name}:client`,
      max: context.config.env.FORM_RATE_LIMIT,
      windowMs: FIFTEEN_MINUTES,
    },
    subject: context.clientAddress,
  };
  // The database out of reach (a restart): the visitor keeps the form's own failure message and
  // what they typed, as when storing fails, not the site's error page.
  const failed = (error: unknown) => {
    console.error(`${form.name} lead could not be stored`, error);
    return answerRefused(503, { message: t(form.failure, phone), values });
  };
  const tooMany = (retryAfterSeconds: number) =>
    answerRefused(
      429,
      { message: t("forms.rateLimited", phone), values },
      { "Retry-After": String(retryAfterSeconds) },
    );
  // Every post counts against the client's limit, valid or not, and one over it hears so before
  // its errors. A valid post is counted in the transaction that stores it: one commit instead of
  // two (docs/decisions/0072).
  const db = context.database.db;
  const countAndStore = (lead: NewLeadValues) =>
    db.transaction(async (tx) => {
      const counted = await hitLimit(tx, limit.rule, limit.subject);
      if (counted.allowed) {
        const mail = companyMailSettings(context.config, context.company.current().profile);
        await insertLead(tx, lead, mail);
      }
      return counted;
    });
  const checked = checkFields(form.schema, values);
  let state: LimitState;
  try {
    state = checked.ok
      ? await countAndStore(form.lead(checked.data, language, context.company.facts().offices))
      : await hitLimit(db, limit.rule, limit.subject);
  } catch (error) {
    return failed(error);
  }
  if (!state.allowed) return tooMany(state.retryAfterSeconds);
  if (!checked.ok) {
    return answerRefused(400, { values, errors: translatedErrors(language, checked.errors) });
  }
  return answerAccepted(success());
}

/** The schema's message keys, said in the page's language with the forms' bounds. */
function translatedErrors(language: Lang, errors: Record<string, string>) {
  const translator = serverTranslator(language);
  const values = leadMessageValues((value) => localeFormat(language).number(value, 0));
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field,
      translateMessage(translator, key, values),
    ]),
  );
}
