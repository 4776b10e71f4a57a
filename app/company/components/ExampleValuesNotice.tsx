import { RichText, useT } from "~/i18n/I18nContext";

/** The company profile's link in the notices. */
const profileLink = (chunk: string) => (
  <a href="/admin/company" className="font-semibold underline">
    {chunk}
  </a>
);

/**
 * Shown on every admin page of a production site whose profile still holds example values
 * (app/company/examples/example-values.ts): visitors see those numbers and addresses, and mail to them is
 * not sent. It goes away on the next page load after the profile is fixed.
 */
export function ExampleValuesNotice({ fields }: { fields: readonly string[] }) {
  const t = useT();
  if (fields.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="example-values-title"
      className="mb-6 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      <p id="example-values-title" className="font-semibold">
        {t("adminFrame.exampleValues.title")}
      </p>
      <p className="mt-1 text-sm">
        <RichText
          k="adminFrame.exampleValues.text"
          values={{ fields: fields.join(", ") }}
          tags={{ link: profileLink }}
        />
      </p>
    </div>
  );
}

/**
 * Shown on every admin page while a credential needs the office: a license without its number on
 * a live site, an expired license, registration, certification or policy (no longer on the public
 * page). It goes away on the next page load after the profile is fixed.
 */
export function CredentialsNotice({ problems }: { problems: readonly string[] }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="credentials-notice-title"
      className="mb-6 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      <p id="credentials-notice-title" className="font-semibold">
        {t("adminFrame.credentials.title")}
      </p>
      <p className="mt-1 text-sm">
        <RichText
          k="adminFrame.credentials.text"
          values={{ problems: problems.join("; ") }}
          tags={{ link: profileLink }}
        />
      </p>
    </div>
  );
}
