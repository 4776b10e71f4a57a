import { Send } from "lucide-react";
import { Field, FieldIdPrefix, inputClass } from "~/ui/Field";
import { FormBanner } from "~/ui/FormBanner";
import type { FormResult } from "./form-data";
import { Honeypot } from "./Honeypot";
import { COMPANY_SIZES, INDUSTRIES, LIMITS } from "./limits";
import { useLeadForm } from "./useLeadForm";

const industryLabels: Record<(typeof INDUSTRIES)[number], string> = {
  electrical: "Electrical",
  telecommunications: "Telecommunications",
  construction: "Construction",
  utility: "Utility",
  other: "Other",
};

/** The pricing request form of /pricing; works as a plain form without JavaScript. */
export function PricingForm({ fallback }: { fallback?: FormResult }) {
  const { onSubmit, busy, banner, errors, values } = useLeadForm("pricing", fallback);

  return (
    <form method="post" action="/pricing" onSubmit={onSubmit} className="space-y-5">
      <FieldIdPrefix value="pricing">
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
        <FormBanner banner={banner} />
      </FieldIdPrefix>
    </form>
  );
}
