import { AlertCircle, CheckCircle2 } from "lucide-react";

/**
 * The answer to a form sent by a script, in a live region that is always there so that screen
 * readers announce each new answer politely: green for success, red for failure.
 */
export function FormBanner({ banner }: { banner?: { ok: boolean; message?: string } }) {
  return (
    <div aria-live="polite" role="status">
      {banner?.message ? (
        <p
          className={`flex items-start gap-2 rounded-md px-4 py-3 text-sm ${
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
