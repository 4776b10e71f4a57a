/**
 * Shown on every admin page of a production site whose profile still holds example values
 * (app/company/examples/example-values.ts): visitors see those numbers and addresses, and mail to them is
 * not sent. It goes away on the next page load after the profile is fixed.
 */
export function ExampleValuesNotice({ fields }: { fields: readonly string[] }) {
  if (fields.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="example-values-title"
      className="mb-6 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      <p id="example-values-title" className="font-semibold">
        This live site still shows example values
      </p>
      <p className="mt-1 text-sm">
        Visitors see them, and e-mail to example addresses is not sent. Replace them in the{" "}
        <a href="/admin/company" className="font-semibold underline">
          company profile
        </a>
        : {fields.join(", ")}.
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
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="credentials-notice-title"
      className="mb-6 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      <p id="credentials-notice-title" className="font-semibold">
        The company's credentials need attention
      </p>
      <p className="mt-1 text-sm">
        Update them in the{" "}
        <a href="/admin/company" className="font-semibold underline">
          company profile
        </a>
        : {problems.join("; ")}.
      </p>
    </div>
  );
}
