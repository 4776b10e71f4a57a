/**
 * Where a form's answer is (docs/decisions/0076): every form names the element that shows its
 * answer, and posts to an address whose fragment is that element's id. Without JavaScript the
 * page that answers (rendered, or reached by a redirect that keeps the fragment) opens scrolled
 * to the answer, which is the URL's target and carries `autofocus`; with JavaScript the answer is
 * focused as it appears (`FormAnswer`, `AnswerForm`).
 */

/** The id of the element that shows the answer of the form named `form`. */
export function answerId(form: string): string {
  return `${form}-answer`;
}

/** `url` with the fragment of `form`'s answer, in place of any fragment it had. */
export function toAnswer(url: string, form: string): string {
  const hash = url.indexOf("#");
  return `${hash === -1 ? url : url.slice(0, hash)}#${answerId(form)}`;
}
