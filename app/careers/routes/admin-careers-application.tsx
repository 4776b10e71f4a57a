import { FileText } from "lucide-react";
import { data, Link } from "react-router";
import { z } from "zod";
import { requirePermission } from "~/auth/session.server";
import { companyNameFromMatches } from "~/company/seo";
import { fileUrl } from "~/files/kinds";
import type { IntentAnswer } from "~/forms/AnswerForm";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { AdminShell } from "~/layout/AdminShell";
import { NotePanel, ReplyPanel, Timeline } from "~/leads/components/LeadPipeline";
import { pageTitle } from "~/site/titles";
import { answerApplicantForm, applicantPageView } from "../applicant-page.server";
import { HirePanel, StageBadge, StagePanel } from "../components/ApplicantPanels";
import type { Route } from "./+types/admin-careers-application";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      loaderData ? `Applicant: ${loaderData.application.name}` : "Applicant",
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

/** One application with its résumé, timeline and forms (hiring access). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "hiring");
  const id = z.uuid().safeParse(params.applicationId);
  const view = id.success ? await applicantPageView(context, id.data) : undefined;
  if (!view) throw data(t("adminCareers.applicant.notFound"), { status: 404 });
  // The hire's progress page is the admin's (onboarding): others see the name without a link.
  return { ...view, mayOpenProgress: viewer.isAdmin };
}

/** The page's forms, named by `intent`: stage, note, reply, reject, hire. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "hiring");
  const id = z.uuid().safeParse(params.applicationId);
  if (!id.success) throw data(t("adminCareers.applicant.notFound"), { status: 404 });
  const answer = await answerApplicantForm(context, viewer, id.data, await request.formData());
  return data({ ...answer.result, intent: answer.intent }, { status: answer.status });
}

export default function ApplicantPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { application, posting, resume, person, mayOpenProgress } = loaderData;
  const answer = actionData as IntentAnswer | undefined;
  const fields: { label: string; value: React.ReactNode }[] = [
    {
      label: t("adminCareers.applicant.fields.email"),
      value: (
        <a href={`mailto:${application.email}`} className="break-all text-navy-700 underline">
          {application.email}
        </a>
      ),
    },
    {
      label: t("adminCareers.applicant.fields.phone"),
      value: (
        <a
          href={`tel:${application.phone.replace(/[^0-9+]/g, "")}`}
          className="text-navy-700 underline"
        >
          {application.phone}
        </a>
      ),
    },
    {
      label: t("adminCareers.applicant.fields.posting"),
      value: (
        <Link to={`/admin/careers/postings/${posting.id}`} className="text-navy-700 underline">
          {posting.title}
        </Link>
      ),
    },
    {
      label: t("adminCareers.applicant.fields.licenses"),
      value: application.licenses || t("adminCareers.applicant.none"),
    },
    {
      label: t("adminCareers.applicant.fields.years"),
      value:
        application.yearsInTrade === null
          ? t("adminCareers.applicant.none")
          : String(application.yearsInTrade),
    },
    { label: t("adminCareers.applicant.fields.language"), value: application.language },
    {
      label: t("adminCareers.applicant.fields.received"),
      value: <time dateTime={application.receivedIso}>{application.received}</time>,
    },
    ...(application.startDate
      ? [{ label: t("adminCareers.applicant.fields.startDate"), value: application.startDate }]
      : []),
    ...(person
      ? [
          {
            label: t("adminCareers.applicant.fields.person"),
            value: mayOpenProgress ? (
              <Link
                to={`/admin/progress/${encodeURIComponent(person.key)}`}
                className="text-navy-700 underline"
              >
                {`${person.name}: ${t("adminCareers.applicant.hiredAs")}`}
              </Link>
            ) : (
              `${person.name}: ${t("adminCareers.applicant.hiredAs")}`
            ),
          },
        ]
      : []),
  ];
  return (
    <AdminShell
      title={application.name}
      titleAside={<StageBadge stage={application.stage} />}
      back={{ to: "/admin/careers", label: t("adminCareers.applicant.back") }}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <section
          aria-labelledby="applicant-fields"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="applicant-fields" className="sr-only">
            {t("adminCareers.applicant.details")}
          </h2>
          <dl className="space-y-4 text-sm">
            {fields.map((field) => (
              <div key={field.label}>
                <dt className="font-medium text-slate-600">{field.label}</dt>
                <dd className="mt-0.5 break-words text-navy-900">{field.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="space-y-6">
          <section
            aria-labelledby="applicant-resume"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="applicant-resume" className="text-sm font-semibold text-navy-900">
              {t("adminCareers.applicant.resume")}
            </h2>
            {resume ? (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <a
                  href={`${fileUrl(resume)}?download`}
                  download={resume.name}
                  className="inline-flex items-center gap-2 rounded-md bg-navy-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-navy-700"
                >
                  <FileText aria-hidden="true" className="size-4" />
                  {t("adminCareers.applicant.downloadResume", { name: resume.name })}
                </a>
                <p className="w-full text-xs text-slate-600">
                  {t("adminCareers.applicant.resumeHint")}
                </p>
              </div>
            ) : (
              <p className="mt-3 text-sm text-slate-500">{t("adminCareers.applicant.noResume")}</p>
            )}
          </section>
          <section
            aria-labelledby="applicant-message"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="applicant-message" className="text-sm font-semibold text-navy-900">
              {t("adminCareers.applicant.message")}
            </h2>
            {application.message ? (
              <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">
                {application.message}
              </p>
            ) : (
              <p className="mt-3 text-sm text-slate-500">{t("adminCareers.applicant.noMessage")}</p>
            )}
          </section>
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <StagePanel
            stage={application.stage}
            name={application.name}
            language={application.language}
            answer={answer}
          />
          {application.stage === "hired" ? null : (
            <HirePanel names={loaderData.hire} answer={answer} />
          )}
          <ReplyPanel
            email={application.email}
            reply={loaderData.reply}
            answer={answer}
            recipient="applicant"
            inbox={loaderData.hrEmail}
          />
          <NotePanel answer={answer} />
        </div>
        <div className="space-y-6">
          <Timeline items={loaderData.timeline} />
        </div>
      </div>
    </AdminShell>
  );
}
