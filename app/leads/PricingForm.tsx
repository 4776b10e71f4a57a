import { AlertCircle, CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { timings } from "~/site/timings";
import { Field, inputClass } from "~/ui/Field";
import { useTimedMessage } from "~/ui/useTimedMessage";
import type { FormResult } from "./form-data";
import { Honeypot } from "./Honeypot";
import { COMPANY_SIZES, INDUSTRIES, LIMITS } from "./leads.validation";

const industryLabels: Record<(typeof INDUSTRIES)[number], string> = {
  electrical: "Electrical",
  telecommunications: "Telecommunications",
  construction: "Construction",
  utility: "Utility",
  other: "Other",
};

/** The pricing request form of /pricing; works as a plain form without JavaScript. */
export function PricingForm({ fallback }: { fallback?: FormResult }) {
  const fetcher = useFetcher<FormResult>({ key: "pricing" });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? fallback;
  const busy = fetcher.state !== "idle";
  const timedBanner = useTimedMessage(result, (r) =>
    r.ok ? timings.successBannerMs : timings.errorBannerMs,
  );
  // Effects never run in the server render, so a visitor without JavaScript sees the answer
  // from the fallback directly; once hydrated, the timed banner takes over.
  const hydrated = useHydrated();
  const banner = hydrated ? timedBanner : fallback;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};

  return (
    <fetcher.Form ref={formRef} method="post" action="/pricing" className="space-y-5">
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" name="name" error={errors.name} className="sm:col-span-2">
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
        <Field label="Phone" name="phone" error={errors.phone}>
          {(props) => (
            <input
              {...props}
              type="tel"
              required
              maxLength={LIMITS.phone}
              autoComplete="tel"
              defaultValue={values.phone}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Company Size" name="company_size" optional error={errors.company_size}>
          {(props) => (
            <select {...props} defaultValue={values.company_size ?? ""} className={inputClass}>
              <option value="">Select company size</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} employees
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Industry" name="industry" optional error={errors.industry}>
          {(props) => (
            <select {...props} defaultValue={values.industry ?? ""} className={inputClass}>
              <option value="">Select industry</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {industryLabels[industry]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        label="Message"
        name="message"
        optional
        hint="Tell us about your crews, your current tools and what you want to improve."
        error={errors.message}
      >
        {(props) => (
          <textarea
            {...props}
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
        className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70"
      >
        <Send className="size-5" aria-hidden="true" />
        {busy ? "Sending Request..." : "Request Pricing"}
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

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
