import { company } from "~/site/company";
import type { FormResult } from "./form-data";
import { Honeypot } from "./Honeypot";
import { LIMITS } from "./limits";
import { useLeadForm } from "./useLeadForm";

const inputClass =
  "w-full rounded-md border border-navy-600 bg-navy-800 px-3 py-2 text-sm text-white placeholder:text-navy-300 aria-[invalid=true]:border-red-400";

/**
 * The free-trial sign-up of the Software Solutions menu; a plain form without JavaScript. Its
 * message stays until the next answer. `idPrefix` names its fields' ids: the menu's form and the
 * /leads/trial page's can be on one page.
 */
export function TrialForm({
  fallback,
  idPrefix = "trial",
}: {
  fallback?: FormResult;
  idPrefix?: string;
}) {
  const { onSubmit, busy, result, errors, values } = useLeadForm("trial", fallback);
  const message = result?.message ?? "";
  return (
    <form method="post" action="/leads/trial" className="relative space-y-3" onSubmit={onSubmit}>
      <h2 className="text-base font-semibold">Start your free 7-day trial</h2>
      <p className="text-sm text-navy-200">
        See how {company.software.name} runs estimates, jobs and crews.
      </p>
      <Honeypot />
      <TrialField
        id={`${idPrefix}-name`}
        label="Name"
        name="name"
        type="text"
        autoComplete="name"
        maxLength={LIMITS.name}
        error={errors.name}
        defaultValue={values.name}
      />
      <TrialField
        id={`${idPrefix}-email`}
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
    </form>
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
