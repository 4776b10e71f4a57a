import { type data, redirect } from "react-router";
import type { AppContext } from "~/context";
import type { FormResult } from "./result";

/** What a form's action answers: its result, with a status. */
export type FormAnswer = ReturnType<typeof data<FormResult>>;

/**
 * A plain form's success answered with a page the server keeps ready (the page the visitor
 * would see, its banner included): the server sends those bytes, with the status and address
 * of a rendered answer, and no page is rendered (docs/decisions/0022). Anything else, or no
 * kept page (development, a page that could not be kept), is rendered as before.
 */
export async function answerFromKeptPage(
  context: Pick<AppContext, "sendKeptPage">,
  answer: FormAnswer,
  address: string,
): Promise<FormAnswer | Response> {
  if (!answer.data.ok || (answer.init?.status ?? 200) !== 200) return answer;
  if (!(await context.sendKeptPage?.(address))) return answer;
  // The page went out already; a redirect ends the action without rendering, and is not sent.
  return redirect(address, 303);
}
