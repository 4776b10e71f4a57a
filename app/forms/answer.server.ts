import { data, redirect } from "react-router";
import { PRIVATE_ANSWER } from "~/http/cache-control";
import { toAnswer } from "./answer-target";
import type { FormAnswer } from "./form.server";
import type { FormResult } from "./result";

/**
 * A form posted as a page (without JavaScript) is answered by Post/Redirect/Get
 * (docs/decisions/0038): a success is a 303 to its page, with a short-lived cookie naming the
 * form, so that the page shows the form's own message once (and a reload does not post again);
 * a refusal is the page again, with its errors beside what was typed. Either way the address
 * ends in the fragment of the form's answer (docs/decisions/0076).
 */

/** Names the form whose success the next page shows; read once, then forgotten. */
const FORM_SENT_COOKIE = "form-sent";
/** Long enough to follow the redirect on a slow connection, short enough to be forgotten. */
const FORM_SENT_SECONDS = 60;
const FORM_NAME = /^[a-z-]{1,40}$/;

function cookieAttributes(request: Request, maxAge: number): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * A form's answer as its page's action sends it: a success goes to `page` at the form's answer
 * (303) with the form's name in `FORM_SENT_COOKIE`; anything else is rendered (the status, the
 * errors, the values typed), kept out of every cache.
 */
export function answerFormPost(
  request: Request,
  answer: FormAnswer,
  success: { form: string; page: string },
) {
  if (answer.status === 200 && answer.result.ok) {
    return redirect(toAnswer(success.page, success.form), {
      status: 303,
      headers: {
        "Set-Cookie": `${FORM_SENT_COOKIE}=${success.form}; ${cookieAttributes(request, FORM_SENT_SECONDS)}`,
      },
    });
  }
  return data<FormResult>(answer.result, {
    status: answer.status,
    headers: { ...answer.headers, "Cache-Control": PRIVATE_ANSWER },
  });
}

/** The same answer for a script: JSON, with the same status. */
export function answerFormJson(answer: FormAnswer): Response {
  return Response.json(answer.result, {
    status: answer.status,
    headers: { ...answer.headers, "Cache-Control": PRIVATE_ANSWER },
  });
}

/** Whether a request carries the cookie of a form's success. */
export function carriesFormSent(cookieHeader: string | null | undefined): boolean {
  return formSentIn(cookieHeader) !== undefined;
}

function formSentIn(cookieHeader: string | null | undefined): string | undefined {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, value = ""] = part.trim().split("=");
    if (name === FORM_SENT_COOKIE && FORM_NAME.test(value)) return value;
  }
  return undefined;
}

/**
 * On the page a form's success was sent to: its message when the request carries that form's
 * cookie, with the header that forgets the cookie (the page then says nothing of it again).
 */
export function sentFormMessage(
  request: Request,
  form: string,
  message: () => string,
): { result: FormResult | null; headers: HeadersInit } {
  if (formSentIn(request.headers.get("cookie")) !== form) return { result: null, headers: {} };
  return {
    result: { ok: true, message: message() },
    headers: { "Set-Cookie": `${FORM_SENT_COOKIE}=; ${cookieAttributes(request, 0)}` },
  };
}

/**
 * After a form of the office that changed something: Post/Redirect/Get to `path` (which names
 * the answer to show, as its loader reads it), at the answer of the form named `form`: with
 * JavaScript the router follows it and scrolls there, without it the browser does.
 */
export function redirectToAnswer(path: string, form: string, init?: ResponseInit) {
  return redirect(toAnswer(path, form), { status: 303, ...init });
}
