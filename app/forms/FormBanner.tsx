import { AlertCircle, CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useT } from "~/i18n/I18nContext";
import { answerId } from "./answer-target";

/**
 * The answer to a form, in a live region that is always there so that screen readers announce
 * each new answer politely: green for success, red for failure. Each answer is brought into view
 * and focused as it appears (`answerFocus`), whether a script or a new page brought it; `form`
 * names it (its id is the fragment the form posts to, docs/decisions/0076).
 */
export function FormBanner({
  banner,
  form,
}: {
  banner?: { ok: boolean; message?: string };
  form: string;
}) {
  return (
    <div aria-live="polite" role="status">
      {banner?.message ? (
        <p
          key={banner.message}
          id={answerId(form)}
          {...answerFocus}
          className={`flex scroll-my-24 items-start gap-2 rounded-md px-4 py-3 text-sm outline-offset-2 ${
            banner.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"
          }`}
        >
          {banner.ok ? (
            <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          ) : (
            <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          )}
          {banner.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Props of the element that shows a form's answer: it takes the focus when it appears (key it by
 * the message, so that each new answer appears anew), which also scrolls it into view: on a
 * phone the answer is below the button, often below the screen. Without JavaScript the browser
 * does the same for the page a form's post led to (`autofocus` on the URL's target,
 * docs/decisions/0076).
 */
export const answerFocus = {
  tabIndex: -1,
  // For the browser, in the page's HTML; React itself focuses only form controls on mount.
  autoFocus: true,
  ref: (element: HTMLElement | null) => element?.focus(),
} as const;

/** Focuses an answer (or the field to correct) and brings it to the middle of the window. */
export function bringToView(element: HTMLElement) {
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "center", behavior: "instant" });
}

/**
 * The answer of the form named `form`, where that form's page shows it: success or refusal, with
 * the id the form's address points to (`toAnswer`). It is focused and brought into view when it
 * arrives: by the browser without JavaScript (the URL's target, `autofocus`), by this component
 * with it (each new answer object, even with the same words). A refusal whose reasons are all
 * beside its fields says so, so that there is always an answer to land on.
 */
export function FormAnswer({
  form,
  answer,
  className = "mb-4",
}: {
  form: string;
  answer?: { ok: boolean; message?: string; errors?: Partial<Record<string, string>> } | null;
  className?: string;
}) {
  const t = useT();
  const target = useAnswerTarget<HTMLParagraphElement>(form, answer);
  const fieldsOnly = answer && !answer.ok && Object.keys(answer.errors ?? {}).length > 0;
  const message = answer?.message || (fieldsOnly ? t("forms.fixFields") : undefined);
  if (!answer || !message) return null;
  return (
    <FormNotice
      tone={answer.ok ? "success" : "error"}
      id={target.id}
      ref={target.ref}
      className={className}
    >
      {message}
    </FormNotice>
  );
}

/**
 * Props of an element that is a form's answer without being a notice (a section the answer
 * opens, such as what an erasure would delete): the id its form posts to, focusable, focused by
 * the browser as the page opens (`autoFocus`) and by this hook on each new answer.
 */
export function useAnswerTarget<T extends HTMLElement>(form: string, answer: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (answer && ref.current) bringToView(ref.current);
  }, [answer]);
  return { id: answerId(form), ref, tabIndex: -1, autoFocus: true } as const;
}

/**
 * The answer to a form that loaded a new page: it arrives with the page, so an error is an alert
 * and a success a status. With an `id` it is a form's answer (`FormAnswer`): focusable, and
 * focused by the browser as the page opens.
 */
export function FormNotice({
  tone,
  children,
  id,
  ref,
  className = "mb-4",
}: {
  tone: "error" | "success";
  children?: React.ReactNode;
  id?: string;
  ref?: React.Ref<HTMLParagraphElement>;
  className?: string;
}) {
  const Icon = tone === "error" ? AlertCircle : CheckCircle2;
  return (
    <p
      id={id}
      ref={ref}
      role={tone === "error" ? "alert" : "status"}
      {...(id ? { tabIndex: -1, autoFocus: true } : {})}
      className={`${className} flex scroll-my-24 items-start gap-2 rounded-md px-3 py-2.5 text-sm outline-offset-2 ${
        tone === "error" ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900"
      }`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
