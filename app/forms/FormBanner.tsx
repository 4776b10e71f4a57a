import { AlertCircle, CheckCircle2 } from "lucide-react";

/**
 * The answer to a form, in a live region that is always there so that screen readers announce
 * each new answer politely: green for success, red for failure. Each answer is brought into view
 * and focused as it appears (`AnswerFocus`), whether a script or a new page brought it.
 */
export function FormBanner({ banner }: { banner?: { ok: boolean; message?: string } }) {
  return (
    <div aria-live="polite" role="status">
      {banner?.message ? (
        <p
          key={banner.message}
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
 * does the same for the page a form's post led to (`autofocus`, docs/decisions/0038).
 */
export const answerFocus = {
  tabIndex: -1,
  // For the browser, in the page's HTML; React itself focuses only form controls on mount.
  autoFocus: true,
  ref: (element: HTMLElement | null) => element?.focus(),
} as const;

/**
 * The answer to a form that loaded a new page: it arrives with the page, so an error is an alert
 * and a success a status.
 */
export function FormNotice({
  tone,
  children,
}: {
  tone: "error" | "success";
  children: React.ReactNode;
}) {
  const Icon = tone === "error" ? AlertCircle : CheckCircle2;
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`mb-4 flex items-start gap-2 rounded-md px-3 py-2.5 text-sm ${
        tone === "error" ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900"
      }`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
