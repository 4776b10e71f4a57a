import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { company } from "~/site/company";
import type { FormResult } from "./form-data";
import { LIMITS } from "./leads.validation";

/** The free-trial sign-up of the Software Solutions menu. */
export function TrialForm() {
  const fetcher = useFetcher<FormResult>({ key: "trial-signup" });
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) formRef.current?.reset();
  }, [fetcher.state, result]);

  const errors = result && !result.ok ? result.errors : {};
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/leads/trial"
      className="space-y-3"
      noValidate={false}
    >
      <h2 className="text-base font-semibold">Start your free 7-day trial</h2>
      <p className="text-sm text-navy-200">
        See how {company.software.name} runs estimates, jobs and crews.
      </p>
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-xs font-medium text-navy-100">
          Name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          required
          maxLength={LIMITS.name}
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          className="w-full rounded-md border border-navy-600 bg-navy-800 px-3 py-2 text-sm text-white placeholder:text-navy-300"
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className="mt-1 text-xs text-red-300">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block text-xs font-medium text-navy-100">
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={LIMITS.email}
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className="w-full rounded-md border border-navy-600 bg-navy-800 px-3 py-2 text-sm text-white placeholder:text-navy-300"
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="mt-1 text-xs text-red-300">
            {errors.email}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-accent-400 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-accent-300 disabled:opacity-70"
      >
        {busy ? "Sending..." : "Start Free Trial"}
      </button>
      <p
        role="status"
        aria-live="polite"
        className={`text-sm ${result?.ok ? "text-emerald-300" : "text-red-300"}`}
      >
        {result?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}
