import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { company } from "~/site/company";
import type { FormResult } from "./form-data";
import { Honeypot } from "./Honeypot";
import { LIMITS } from "./limits";

const inputClass =
  "w-full rounded-md border border-navy-600 bg-navy-800 px-3 py-2 text-sm text-white placeholder:text-navy-300 aria-[invalid=true]:border-red-400";

/** The free-trial sign-up of the Software Solutions menu; a plain form without JavaScript. */
export function TrialForm({ fallback }: { fallback?: FormResult }) {
  const fetcher = useFetcher<FormResult>({ key: "trial-signup" });
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? fallback;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};
  const message = result?.ok ? result.message : (result?.message ?? "");
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/leads/trial"
      className="relative space-y-3"
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <h2 className="text-base font-semibold">Start your free 7-day trial</h2>
      <p className="text-sm text-navy-200">
        See how {company.software.name} runs estimates, jobs and crews.
      </p>
      <Honeypot />
      <TrialField
        id={`${id}-name`}
        label="Name"
        name="name"
        type="text"
        autoComplete="name"
        maxLength={LIMITS.name}
        error={errors.name}
        defaultValue={values.name}
      />
      <TrialField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        error={errors.email}
        defaultValue={values.email}
      />
      {/* Busy, not disabled: disabling the focused button blurs it, and the blur closes the
          hover menu around this form before its answer can be read. */}
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className="w-full rounded-md bg-accent-400 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-accent-300 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {busy ? "Sending..." : "Start Free Trial"}
      </button>
      {/* SPEC.md: a message without "Thank you" shows in red. */}
      <p
        role="status"
        aria-live="polite"
        className={`text-sm ${message.includes("Thank you") ? "text-emerald-300" : "text-red-300"}`}
      >
        {message}
      </p>
    </fetcher.Form>
  );
}

function TrialField(props: {
  id: string;
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  maxLength: number;
  error?: string;
  defaultValue?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-xs font-medium text-navy-100">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type}
        required
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className={inputClass}
      />
      {props.error ? (
        <p id={errorId} className="mt-1 text-xs text-red-300">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
