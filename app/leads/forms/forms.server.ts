import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { isCalendarDay } from "~/company/profile";
import { answerFormJson, answerFormPost, sentFormMessage } from "~/forms/answer.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { langOfPath, pathIn } from "~/i18n/languages";
import { localeFormat } from "~/site/locale-format";
import { leadValues } from "../leads.server";
import { type LeadFormName, OFFICE_FIELD } from "./lead-forms";
import {
  coiRequestSchema,
  contactMessageSchema,
  pricingRequestSchema,
  trialSignupSchema,
} from "./leads.validation";
import { type LeadForm, submitLeadForm } from "./submission.server";

/** A form's description, its value's type read from its schema. */
const leadForm = <T>(form: LeadForm<T>) => form;

/** The lead forms: what each reads, checks and stores, and what it answers. */
const LEAD_FORMS = {
  contact: leadForm({
    name: "contact",
    fields: ["name", "email", "phone", "message", OFFICE_FIELD],
    schema: contactMessageSchema,
    lead: leadValues.contact,
    success: "forms.contact.success",
    failure: "forms.contact.failure",
  }),
  pricing: leadForm({
    name: "pricing",
    fields: ["name", "email", "phone", "company_size", "industry", "message"],
    schema: pricingRequestSchema,
    lead: leadValues.pricing,
    success: "forms.pricing.success",
    failure: "forms.pricing.failure",
  }),
  trial: leadForm({
    name: "trial",
    fields: ["name", "email"],
    schema: trialSignupSchema,
    lead: leadValues.trial,
    success: "forms.trial.success",
    failure: "forms.trial.failure",
  }),
  coi: leadForm({
    name: "coi",
    fields: [
      "name",
      "email",
      "phone",
      "company",
      "project_name",
      "project_address",
      "holder_name",
      "holder_address",
      "additional_insured",
      "waiver_of_subrogation",
      "primary_noncontributory",
      "needed_by",
    ],
    schema: coiRequestSchema,
    lead: leadValues.coi,
    success: "forms.coi.success",
    failure: "forms.coi.failure",
    successFor: {
      key: "forms.coi.successFor",
      values: ({ project_name: project, needed_by: day }, language) =>
        project && day && isCalendarDay(day)
          ? { project, date: localeFormat(language).date(new Date(`${day}T12:00:00Z`), "UTC") }
          : undefined,
    },
  }),
};

/**
 * The one way into each lead form: its body read, checked and stored (`submitLeadForm`). Its
 * page's action (without JavaScript) and its script's endpoint, /api/leads/<name>, both call
 * this and differ only in how they send the answer (docs/decisions/0038).
 */
const submitLead = {
  contact: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, LEAD_FORMS.contact),
  pricing: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, LEAD_FORMS.pricing),
  trial: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, LEAD_FORMS.trial),
  coi: (request: Request, context: AppLoadContext) =>
    submitLeadForm(request, context, LEAD_FORMS.coi),
} satisfies Record<LeadFormName, unknown>;

/**
 * Where each form's success is shown after a post without JavaScript, in the page's language:
 * the page with the form, whose answer the browser then focuses and scrolls to (`autofocus`,
 * which a fragment in the address would turn off: the home page's form is in `#contact`).
 */
const SUCCESS_PAGES: Record<LeadFormName, string> = {
  contact: "/",
  pricing: "/pricing",
  trial: "/leads/trial",
  coi: "/team/general-contractors",
};

/**
 * A lead form's page action: Post/Redirect/Get to its success page (`page`, an English path, when
 * the form is on another page than its own: an office's), or its errors.
 */
export async function postLeadForm(
  name: LeadFormName,
  request: Request,
  context: AppLoadContext,
  page: string = SUCCESS_PAGES[name],
) {
  const answer = await submitLead[name](request, context);
  const lang = langOfPath(new URL(request.url).pathname);
  const response = answerFormPost(request, answer, { form: name, page: pathIn(lang, page) });
  if (response instanceof Response && answer.result.ok) {
    response.headers.append("Set-Cookie", answerCookie(request, context, answer.result.message));
  }
  return response;
}

/**
 * The words a post without JavaScript was answered with travel with its redirect, signed, so
 * that its success page says what a script would have shown (the COI request's project and
 * date), and only words this server wrote: read once with the form's cookie, then forgotten.
 */
const ANSWER_COOKIE = "lead-answer";
const ANSWER_COOKIE_SECONDS = 60;

function answerMac(context: Pick<AppLoadContext, "secrets">, text: string): string {
  const key = createHmac("sha256", context.secrets.BETTER_AUTH_SECRET)
    .update(ANSWER_COOKIE)
    .digest();
  return createHmac("sha256", key).update(text).digest("base64url");
}

/** The cookie carrying `message` signed; an empty message (and `maxAge` 0) forgets it. */
function answerCookie(
  request: Request,
  context: AppLoadContext,
  message: string,
  maxAge = ANSWER_COOKIE_SECONDS,
) {
  const value = message ? Buffer.from(message).toString("base64url") : "";
  const signed = value ? `${value}.${answerMac(context, value)}` : "";
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${ANSWER_COOKIE}=${signed}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The signed words of the answer the request's cookie carries, if any and if genuine. */
function answerIn(request: Request, context: AppLoadContext): string | undefined {
  const cookie = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${ANSWER_COOKIE}=`));
  const [value = "", mac = ""] = (cookie?.slice(ANSWER_COOKIE.length + 1) ?? "").split(".");
  const expected = Buffer.from(value ? answerMac(context, value) : "");
  const given = Buffer.from(mac);
  if (!value || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  return Buffer.from(value, "base64url").toString("utf8");
}

/** A lead form's script endpoint: the same answer as JSON. */
export async function postLeadFormJson(
  name: LeadFormName,
  request: Request,
  context: AppLoadContext,
) {
  return answerFormJson(await submitLead[name](request, context));
}

/**
 * On a form's success page: the form's success message when the visitor was just sent here by
 * it (the words its post was answered with, when the page passes its load context to check
 * them), and the headers that forget both.
 */
export function sentLeadForm(request: Request, name: LeadFormName, context?: AppLoadContext) {
  const lang = langOfPath(new URL(request.url).pathname);
  const sent = sentFormMessage(
    request,
    name,
    () =>
      (context && answerIn(request, context)) ?? serverTranslator(lang).t(LEAD_FORMS[name].success),
  );
  if (!sent.result || !context) return sent;
  const headers = new Headers(sent.headers);
  headers.append("Set-Cookie", answerCookie(request, context, "", 0));
  return { ...sent, headers };
}
