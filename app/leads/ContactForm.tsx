import { EmailField } from "~/forms/EmailField";
import { FormBanner } from "~/forms/FormBanner";
import { TextAreaField, TextField } from "~/forms/fields";
import type { FormResult } from "~/forms/result";
import { Honeypot } from "./Honeypot";
import { LIMITS } from "./limits";
import { useLeadForm } from "./useLeadForm";

/** The Contact Us form of the home page; works as a plain form without JavaScript. */
export function ContactForm({ fallback }: { fallback?: FormResult }) {
  const { onSubmit, busy, banner, errors, values } = useLeadForm("contact", fallback);
  const field = { idPrefix: "contact" };
  return (
    <form method="post" action="/?index" onSubmit={onSubmit} className="relative space-y-5">
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field}
          label="Name"
          name="name"
          error={errors.name}
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
      </div>
      <TextField
        {...field}
        label="Phone"
        name="phone"
        type="tel"
        optional
        error={errors.phone}
        maxLength={LIMITS.phone}
        autoComplete="tel"
        defaultValue={values.phone}
      />
      <TextAreaField
        {...field}
        label="Message"
        name="message"
        error={errors.message}
        required
        rows={5}
        maxLength={LIMITS.message}
        defaultValue={values.message}
      />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center rounded-md bg-navy-800 px-6 py-3 font-semibold text-white hover:bg-navy-700 disabled:opacity-70 sm:w-auto"
      >
        {busy ? "Sending..." : "Send Message"}
      </button>
      <FormBanner banner={banner} />
    </form>
  );
}
