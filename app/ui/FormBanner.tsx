import { AlertCircle, CheckCircle2 } from "lucide-react";

/** The answer to a sent form, announced politely: green for success, red for failure. */
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
