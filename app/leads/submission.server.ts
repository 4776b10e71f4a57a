import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { checkFields, formAccepted, formRejected, readTextFields } from "~/forms/form.server";
import { hitLimit } from "~/limits/rate-limit.server";
import { type CompanyMailSettings, companyMailSettings } from "~/mail/mailer.server";
import { company } from "~/site/company";
import { HONEYPOT_FIELD } from "./Honeypot";
import type { LeadFormName } from "./lead-forms";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const rateLimitedMessage = `You have sent several requests in a short time. Please wait 15 minutes and try again, or call us at ${company.phone.display}.`;

interface LeadForm<T> {
  /** Names the form's rate-limit counter. */
  name: LeadFormName;
  fields: readonly string[];
  schema: z.ZodType<T>;
  store: (db: Database, value: T, mail: CompanyMailSettings) => Promise<unknown>;
  success: string;
  failure: string;
}

/**
 * The action behind every lead form: bots that fill the hidden field are thanked and dropped, each
 * client may send a few per 15 minutes, the fields are checked, and a valid lead is stored (with its
 * e-mail queued) before the visitor hears it was sent.
 */
export async function submitLeadForm<T>(
  request: Request,
  context: AppLoadContext,
  form: LeadForm<T>,
) {
  const body = await request.formData();
  const values = readTextFields(body, form.fields);
  if (readTextFields(body, [HONEYPOT_FIELD])[HONEYPOT_FIELD] !== "") {
    return formAccepted(form.success);
  }
  const rule = {
    name: `lead-${form.name}:client`,
    max: context.config.env.FORM_RATE_LIMIT,
    windowMs: FIFTEEN_MINUTES,
  };
  const limit = await hitLimit(context.database.db, rule, context.clientAddress);
  if (!limit.allowed) {
    return formRejected(
      429,
      { message: rateLimitedMessage, values },
      { headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const checked = checkFields(form.schema, values);
  if (!checked.ok) return formRejected(400, checked);
  try {
    await form.store(
      context.database.db,
      checked.data,
      companyMailSettings(context.config, context.company.current().profile),
    );
  } catch (error) {
    console.error(`${form.name} lead could not be stored`, error);
    return formRejected(503, { message: form.failure, values });
  }
  return formAccepted(form.success);
}
