import { AlertCircle, CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { timings } from "~/site/timings";
import { Field, inputClass } from "~/ui/Field";
import { useTimedMessage } from "~/ui/useTimedMessage";
import type { FormResult } from "./form-data";
import { Honeypot } from "./Honeypot";
import { LIMITS } from "./leads.validation";

/** The Contact Us form of the home page; works as a plain form without JavaScript. */
export function ContactForm({ fallback }: { fallback?: FormResult }) {
  const fetcher = useFetcher<FormResult>({ key: "contact" });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? fallback;
  const busy = fetcher.state !== "idle";
  const banner = useTimedMessage(result, (r) =>
    r.ok ? timings.successBannerMs : timings.errorBannerMs,
  );

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};

  return (
    <fetcher.Form ref={formRef} method="post" action="/?index" className="relative space-y-5">
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" name="name" error={errors.name}>
          {(props) => (
            <input
              {...props}
              type="text"
              required
              maxLength={LIMITS.name}
              autoComplete="name"
              defaultValue={values.name}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Email" name="email" error={errors.email}>
          {(props) => (
            <input
              {...props}
              type="email"
              required
              maxLength={LIMITS.email}
              autoComplete="email"
              defaultValue={values.email}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field label="Phone" name="phone" optional error={errors.phone}>
        {(props) => (
          <input
            {...props}
            type="tel"
            maxLength={LIMITS.phone}
            autoComplete="tel"
            defaultValue={values.phone}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Message" name="message" error={errors.message}>
        {(props) => (
          <textarea
            {...props}
            required
            rows={5}
            maxLength={LIMITS.message}
            defaultValue={values.message}
            className={inputClass}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center rounded-md bg-navy-800 px-6 py-3 font-semibold text-white hover:bg-navy-700 disabled:opacity-70 sm:w-auto"
      >
        {busy ? "Sending..." : "Send Message"}
      </button>
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
    </fetcher.Form>
  );
}
