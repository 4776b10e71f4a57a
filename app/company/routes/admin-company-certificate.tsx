import { data, useNavigation } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { PdfField } from "~/company/components/PdfField";
import {
  answerCertificateForm,
  CERTIFICATE_FORM,
  certificateView,
} from "~/company/credentials/certificate.server";
import { FILE_KINDS } from "~/files/kinds";
import { withUpload } from "~/files/upload.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { answerHeaders } from "~/http/cache-control";
import { RichText, useT } from "~/i18n/I18nContext";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import type { Route } from "./+types/admin-company-certificate";

export const meta: Route.MetaFunction = privatePageMeta("adminCompany.certificate.title");

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
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <AdminShell
      title={t("adminCompany.certificate.title")}
      back={{ to: "/admin/leads", label: t("adminCompany.certificate.back") }}
    >
      <section
        aria-labelledby="certificate-title"
        className="max-w-2xl rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="certificate-title" className="text-lg font-semibold text-navy-900">
          {t("adminCompany.certificate.current")}
        </h2>
        <p className="mt-1 break-words text-sm text-slate-600">
          {current ? (
            <RichText
              k="adminCompany.certificate.uploaded"
              tags={{
                file: () => (
                  <a href={current.url} className="font-semibold text-navy-800 underline">
                    {current.name}
                  </a>
                ),
                time: () => <time dateTime={current.uploadedIso}>{current.uploaded}</time>,
              }}
            />
          ) : (
            t("adminCompany.certificate.none")
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
          <PdfField
            name="certificate"
            label={t("adminCompany.certificate.file")}
            hint={t("adminCompany.certificate.fileHint", {
              accepts: FILE_KINDS["company-coi"].accepts,
            })}
            error={actionData?.errors.certificate}
          />
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            {t("adminCompany.certificate.upload")}
          </button>
        </AnswerForm>
      </section>
    </AdminShell>
  );
}
