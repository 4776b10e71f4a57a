import { Send } from "lucide-react";
import { EmailField } from "~/forms/EmailField";
import { FormBanner } from "~/forms/FormBanner";
import { SelectField, TextAreaField, TextField } from "~/forms/fields";
import type { FormResult } from "~/forms/result";
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
  const field = { idPrefix: "pricing" };

  return (
    <form method="post" action="/pricing" onSubmit={onSubmit} className="space-y-5">
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field}
          label="Name"
          name="name"
          error={errors.name}
          className="sm:col-span-2"
          required
          maxLength={LIMITS.name}
          autoComplete="name"
          defaultValue={values.name}
        />
        <EmailField
          {...field}
          error={errors.email}
          required
          autoComplete="email"
          defaultValue={values.email}
        />
        <TextField
          {...field}
          label="Phone"
          name="phone"
          type="tel"
          error={errors.phone}
          required
          maxLength={LIMITS.phone}
          autoComplete="tel"
          defaultValue={values.phone}
        />
        <SelectField
          {...field}
          label="Company Size"
          name="company_size"
          optional
          error={errors.company_size}
          defaultValue={values.company_size ?? ""}
        >
          <option value="">Select company size</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} employees
            </option>
          ))}
        </SelectField>
        <SelectField
          {...field}
          label="Industry"
          name="industry"
          optional
          error={errors.industry}
          defaultValue={values.industry ?? ""}
        >
          <option value="">Select industry</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industryLabels[industry]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        {...field}
        label="Message"
        name="message"
        optional
        hint="Tell us about your crews, your current tools and what you want to improve."
        error={errors.message}
        rows={5}
        maxLength={LIMITS.message}
        defaultValue={values.message}
      />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70"
      >
        <Send className="size-5" aria-hidden="true" />
        {busy ? "Sending Request..." : "Request Pricing"}
      </button>
      <FormBanner banner={banner} />
    </form>
  );
}
