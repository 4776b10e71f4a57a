import { Field, FieldIdPrefix, inputClass } from "~/ui/Field";
import { FormBanner } from "~/ui/FormBanner";
import type { FormResult } from "./form-data";
import { Honeypot } from "./Honeypot";
import { LIMITS } from "./limits";
import { useLeadForm } from "./useLeadForm";

/** The Contact Us form of the home page; works as a plain form without JavaScript. */
export function ContactForm({ fallback }: { fallback?: FormResult }) {
  const { onSubmit, busy, banner, errors, values } = useLeadForm("contact", fallback);
  return (
    <form method="post" action="/?index" onSubmit={onSubmit} className="relative space-y-5">
      <FieldIdPrefix value="contact">
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
        <FormBanner banner={banner} />
      </FieldIdPrefix>
    </form>
  );
}
