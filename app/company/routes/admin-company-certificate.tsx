import { data, useNavigation } from "react-router";
import { requirePermission } from "~/auth/session.server";
import {
  answerCertificateForm,
  CERTIFICATE_FORM,
  certificateView,
} from "~/company/certificate.server";
import { FILE_KINDS } from "~/files/kinds";
import { withUpload } from "~/files/upload.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { Field, inputClass } from "~/forms/fields";
import { answerHeaders } from "~/http/cache-control";
import { AdminShell } from "~/layout/AdminShell";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/admin-company-certificate";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Certificate of insurance", companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

/** An action's own headers reach the browser: `Retry-After` on a refusal for now. */
export const headers = answerHeaders;

/** The company's current certificate of insurance (docs/decisions/0088). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "leads");
  const timeZone = context.company.facts().timeZone;
  return { current: await certificateView(context.database.db, timeZone) };
}

/** A new certificate: streamed to disk and bounded by the files module, then stored. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "leads");
  const actor = { id: viewer.id, email: viewer.email };
  return withUpload(
    request,
    { ...CERTIFICATE_FORM, client: context.clientAddress },
    async (upload) => {
      const { status, answer } = await answerCertificateForm(context.database.db, actor, upload);
      return data(answer, { status, headers: upload.ok ? {} : upload.headers });
    },
  );
}

export default function CertificatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { current } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminShell title="Certificate of insurance" back={{ to: "/admin/leads", label: "Leads" }}>
      <section
        aria-labelledby="certificate-title"
        className="max-w-2xl rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="certificate-title" className="text-lg font-semibold text-navy-900">
          Current certificate
        </h2>
        <p className="mt-1 break-words text-sm text-slate-600">
          {current ? (
            <>
              <a href={current.url} className="font-semibold text-navy-800 underline">
                {current.name}
              </a>
              , uploaded <time dateTime={current.uploadedIso}>{current.uploaded}</time>. A reply to
              a certificate request attaches it.
            </>
          ) : (
            "None uploaded: replies to certificate requests cannot attach one yet."
          )}
        </p>
        <FormAnswer form="certificate" answer={actionData} className="mt-4" />
        <AnswerForm
          answerTo="certificate"
          answer={actionData}
          encType="multipart/form-data"
          noValidate
          className="mt-4 space-y-4"
        >
          <Field
            idPrefix="company"
            name="certificate"
            label="Certificate of insurance (PDF)"
            hint={`${FILE_KINDS["company-coi"].accepts}. It replaces the current one in replies.`}
            error={actionData?.errors.certificate}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="application/pdf,.pdf"
                className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-navy-800 file:px-3 file:py-1 file:text-white`}
              />
            )}
          </Field>
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            Upload certificate
          </button>
        </AnswerForm>
      </section>
    </AdminShell>
  );
}
