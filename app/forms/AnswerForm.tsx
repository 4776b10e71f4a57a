import { useCallback, useEffect, useRef, useState } from "react";
import { Form, type FormProps, useFormAction, useNavigation } from "react-router";
import { toAnswer } from "./answer-target";
import { bringToView, FormAnswer } from "./FormBanner";
import type { FieldErrors, FormResult, FormValues } from "./result";

/**
 * A form of a page React Router renders (the admin area, the account page), with the forms
 * module's behaviour (docs/decisions/0076):
 * - it posts to its page's address with the fragment of its answer (`answerTo`), so that
 *   without JavaScript the page that answers opens at the answer;
 * - after a success (`answer.ok`) it starts again from its first values (empty, or the saved
 *   record): it is drawn anew from the page's values, since `form.reset()` would put a select
 *   back to the option it first showed; so a second press does not send the same thing twice.
 *   After a refusal the
 *   first field to correct is focused and brought into view (the answer element is focused by
 *   `FormAnswer` when no field is marked);
 * - while it is being sent, pressing again sends nothing more.
 * `answer` is this form's own answer (undefined when the page's answer is another form's); each
 * answer is a new object, so that a second success empties the form as the first did.
 */
export function AnswerForm({
  answerTo,
  answer,
  action,
  onSubmit,
  ref,
  method = "post",
  ...props
}: Omit<FormProps, "ref"> & {
  answerTo: string;
  answer?: { ok: boolean } | null;
  ref?: React.RefObject<HTMLFormElement | null>;
}) {
  const element = useRef<HTMLFormElement | null>(null);
  const setElement = useCallback(
    (form: HTMLFormElement | null) => {
      element.current = form;
      if (ref) ref.current = form;
    },
    [ref],
  );
  const sent = useRef(false);
  // Each success draws the form anew (its key), from the values the page now gives it.
  const [drawn, setDrawn] = useState(0);
  const navigation = useNavigation();
  // Its post has been answered once the router stops submitting (it then reloads the page's
  // data, during which the answer already shows and the form may be sent again).
  useEffect(() => {
    if (navigation.state !== "submitting") sent.current = false;
  }, [navigation.state]);
  useEffect(() => {
    const form = element.current;
    if (!answer || !form) return;
    if (answer.ok) {
      setDrawn((count) => count + 1);
      return;
    }
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) bringToView(invalid);
  }, [answer]);
  return (
    <Form
      {...props}
      key={drawn}
      ref={setElement}
      method={method}
      action={toAnswer(useFormAction(action), answerTo)}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        if (sent.current) event.preventDefault();
        sent.current = true;
      }}
    />
  );
}

/** What a page of forms named by `intent` answered (the lead page's, the applicant page's…). */
export type IntentAnswer = FormResult & { intent?: string };

/**
 * The answer of the form named `intent` on a page whose forms share one action: its notice (the
 * answer element, `FormAnswer`), its errors and typed values, and the answer itself for its
 * `AnswerForm` (`own`); nothing when the answer is another form's.
 */
export function answerFor(
  intent: string,
  answer: IntentAnswer | undefined,
): {
  errors: Partial<FieldErrors>;
  values: Partial<FormValues>;
  notice: React.ReactNode;
  own: IntentAnswer | undefined;
} {
  if (!answer || answer.intent !== intent) {
    return { errors: {}, values: {}, notice: null, own: undefined };
  }
  const notice = <FormAnswer form={intent} answer={answer} className="" />;
  return answer.ok
    ? { errors: {}, values: {}, notice, own: answer }
    : { errors: answer.errors, values: answer.values, notice, own: answer };
}

/** Whether the form named `intent` is being sent (its buttons say so and wait). */
export function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
