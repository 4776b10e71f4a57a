import { Plus } from "lucide-react";
import { useMemo } from "react";
import { data, Link, useFormAction, useSubmit } from "react-router";
import { z } from "zod";
import { requirePermission } from "~/auth/session.server";
import { officeWithCity } from "~/company/office-label";
import { fileUrl } from "~/files/kinds";
import { redirectToAnswer } from "~/forms/answer.server";
import { toAnswer } from "~/forms/answer-target";
import { FilterForm, FilterSelect } from "~/forms/FilterForm";
import { FormAnswer } from "~/forms/FormBanner";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import type { Translator } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { localeFormat } from "~/site/locale-format";
import { calendarDay } from "~/site/wall-clock";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { Pagination } from "~/ui/Pagination";
import { RouterLinks } from "~/ui/RouterLinks";
import { findApplication } from "../applicant.server";
import { careersActor } from "../applicant-page.server";
import {
  APPLICATIONS_PAGE_SIZE,
  applicationFilterFrom,
  countApplications,
  listApplications,
} from "../applications-list.server";
import {
  APPLICATION_STAGES,
  effectiveStatus,
  MOVABLE_STAGES,
  type PostingStatus,
} from "../careers";
import { StageBadge } from "../components/ApplicantPanels";
import { EMPLOYMENT_TYPE_KEYS, POSTING_STATUS_KEYS, STAGE_KEYS } from "../office-labels";
import { listPostings } from "../postings.server";
import { moveApplication, stageMoveSchema } from "../stages.server";
import type { Route } from "./+types/admin-careers";

export const meta: Route.MetaFunction = privatePageMeta("adminCareers.title");

/**
 * The careers admin page: the postings, each with its status as the site shows it, and the
 * applications by posting and stage (a GET filter; an unknown value shows all).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = serverTranslator("en");
  await requirePermission(request, context, "hiring");
  const facts = context.company.facts();
  const today = calendarDay(new Date(), facts.timeZone);
  const offices = new Map(facts.offices.map((office) => [office.id, officeWithCity(office, "en")]));
  const postings = await listPostings(context.database.db);
  const search = new URL(request.url).searchParams;
  const filter = applicationFilterFrom(
    search,
    postings.map((posting) => posting.id),
  );
  const shown = { postingId: filter.posting || undefined, stage: filter.stage || undefined };
  const total = await countApplications(context.database.db, shown);
  const pageCount = Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE));
  // An unknown or past-the-end page shows the nearest one.
  const page = Math.min(pageCount, Math.max(1, Number.parseInt(search.get("page") ?? "", 10) || 1));
  const applications = await listApplications(context.database.db, shown, page);
  const query = new URLSearchParams();
  if (filter.posting) query.set("posting", filter.posting);
  if (filter.stage) query.set("stage", filter.stage);
  return {
    moved: await movedAnswer(context.database.db, search.get("moved")),
    filter,
    exportHref: `/admin/careers/export.csv${query.size > 0 ? `?${query}` : ""}`,
    pages: { page, pageCount, total, pageSize: APPLICATIONS_PAGE_SIZE },
    applications: applications.map((application) => ({
      id: application.id,
      name: application.name,
      email: application.email,
      posting: application.postingTitle,
      stage: application.stage,
      received: localeFormat("en").dateTime(application.createdAt, facts.timeZone),
      resume:
        application.resumeId && application.resumeName
          ? fileUrl({ id: application.resumeId, name: application.resumeName })
          : null,
    })),
    postings: postings.map((posting) => ({
      id: posting.id,
      title: posting.title,
      office: offices.get(posting.officeId) ?? posting.officeId,
      type: t(EMPLOYMENT_TYPE_KEYS[posting.employmentType]),
      status: effectiveStatus(posting, today),
      closesOn: posting.closesOn,
    })),
  };
}

/** The answer of the list's move forms, above the applications. */
const MOVE_FORM = "move";

/** After a move (`?moved=<application>`): whom it moved, and where they are now. */
async function movedAnswer(db: Route.LoaderArgs["context"]["database"]["db"], id: string | null) {
  const { t } = serverTranslator("en");
  const applicationId = z.uuid().safeParse(id);
  if (!applicationId.success) return null;
  const found = await findApplication(db, applicationId.data);
  if (!found) return null;
  const { name, stage } = found.application;
  return {
    ok: true,
    message: `${name}: ${t("adminCareers.applicant.moved", { stage: t(STAGE_KEYS[stage]) })}`,
  };
}

/**
 * The list's "move" form: the application to its new stage, then back to the same list (303)
 * at the answer, which says whom it moved.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "hiring");
  const form = await request.formData();
  const move = stageMoveSchema.safeParse({
    applicationId: form.get("applicationId"),
    stage: form.get("stage"),
  });
  const refused = { ok: false, message: t("adminCareers.moveRefused") };
  if (!move.success) return data(refused, { status: 400 });
  if (!(await moveApplication(context.database.db, careersActor(viewer), move.data))) {
    return data(refused, { status: 404 });
  }
  const url = new URL(request.url);
  url.searchParams.set("moved", move.data.applicationId);
  return redirectToAnswer(`${url.pathname}${url.search}`, MOVE_FORM);
}

type PostingRow = Awaited<ReturnType<typeof loader>>["postings"][number];
type ApplicationRow = Awaited<ReturnType<typeof loader>>["applications"][number];

const applicationColumns = (
  t: Translator["t"],
  forms: MoveForms,
): RecordColumn<ApplicationRow>[] => [
  {
    label: t("adminCareers.list.name"),
    card: "title",
    cell: (application) => (
      <a href={`/admin/careers/applications/${application.id}`} className="text-navy-700 underline">
        {application.name}
      </a>
    ),
    className: "font-medium",
  },
  {
    label: t("adminCareers.list.stage"),
    card: "badge",
    cell: (application) => <StageBadge stage={application.stage} />,
  },
  { label: t("adminCareers.list.posting"), cell: (application) => application.posting },
  {
    label: t("adminCareers.list.email"),
    cell: (application) => (
      <a href={`mailto:${application.email}`} className="break-all text-navy-700 underline">
        {application.email}
      </a>
    ),
  },
  { label: t("adminCareers.list.received"), cell: (application) => application.received },
  {
    label: t("adminCareers.list.resume"),
    cell: (application) =>
      application.resume ? (
        <a
          href={application.resume}
          className="text-navy-700 underline"
          target="_blank"
          rel="noreferrer"
        >
          {t("adminCareers.list.resumeOf", { name: application.name })}
        </a>
      ) : (
        <span className="text-slate-500">{t("adminCareers.list.noResume")}</span>
      ),
  },
  {
    label: t("adminCareers.list.move"),
    card: "actions",
    cell: (application) => <StageMove application={application} forms={forms} />,
  },
];

const statusStyles: Record<PostingStatus, string> = {
  draft: "bg-slate-200 text-slate-800",
  published: "bg-emerald-100 text-emerald-900",
  closed: "bg-amber-100 text-amber-900",
};

const postingColumns = (t: Translator["t"]): RecordColumn<PostingRow>[] => [
  {
    label: t("adminCareers.list.title"),
    cell: (posting) => (
      <Link to={`/admin/careers/postings/${posting.id}`} className="text-navy-700 underline">
        {posting.title}
      </Link>
    ),
    className: "font-medium",
  },
  {
    label: t("adminCareers.list.status"),
    card: "badge",
    cell: (posting) => (
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[posting.status]}`}
      >
        {t(POSTING_STATUS_KEYS[posting.status])}
      </span>
    ),
  },
  { label: t("adminCareers.list.office"), cell: (posting) => posting.office },
  { label: t("adminCareers.list.type"), cell: (posting) => posting.type },
  { label: t("adminCareers.list.closes"), cell: (posting) => posting.closesOn },
];

/** Where the list's move forms post, and how they are sent once the page runs. */
interface MoveForms {
  action: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}

/**
 * The application's stage, and a form that moves it (Hired is the Hire step's, not offered).
 * A plain form, fifty to a page: its classes are named once in app/app.css (`.stage-move*`), and
 * the page's one handler sends it through the router (docs/decisions/0094).
 */
function StageMove({ application, forms }: { application: ApplicationRow; forms: MoveForms }) {
  const t = useT();
  if (application.stage === "hired") return null;
  return (
    <form method="post" action={forms.action} onSubmit={forms.onSubmit} className="stage-move">
      <input type="hidden" name="applicationId" value={application.id} />
      <select
        name="stage"
        defaultValue={application.stage}
        aria-label={t("adminCareers.list.stageOf", { name: application.name })}
        className="stage-move-select"
      >
        {MOVABLE_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {t(STAGE_KEYS[stage])}
          </option>
        ))}
      </select>
      <button
        type="submit"
        aria-label={t("adminCareers.list.moveNamed", { name: application.name })}
        className="stage-move-button"
      >
        {t("adminCareers.list.move")}
      </button>
    </form>
  );
}

/**
 * The list's move forms: they post to this page with the fragment of their answer; with
 * JavaScript the router sends them (one handler for the page, not one form component a row).
 */
function useMoveForms(): MoveForms {
  const submit = useSubmit();
  const action = toAnswer(useFormAction(), MOVE_FORM);
  return useMemo(
    () => ({
      action,
      onSubmit: (event) => {
        event.preventDefault();
        submit(event.currentTarget);
      },
    }),
    [action, submit],
  );
}

export default function CareersAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const moveForms = useMoveForms();
  const columns = useMemo(() => applicationColumns(t, moveForms), [t, moveForms]);
  return (
    <AdminShell
      title={t("adminCareers.title")}
      actions={
        <Link
          to="/admin/careers/postings/new"
          className="inline-flex items-center gap-2 rounded-md bg-navy-800 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("adminCareers.newPosting")}
        </Link>
      }
    >
      <h2 className="mb-3 text-lg font-semibold text-navy-900">{t("adminCareers.postings")}</h2>
      <RecordTable
        caption={t("adminCareers.postings")}
        rows={loaderData.postings}
        rowKey={(posting) => posting.id}
        columns={postingColumns(t)}
        empty={<p className="p-4 text-sm text-slate-600">{t("adminCareers.noPostings")}</p>}
      />
      <h2 className="mb-3 mt-10 text-lg font-semibold text-navy-900">
        {t("adminCareers.applications")}
      </h2>
      <FilterForm
        label={t("adminCareers.filters.title")}
        apply={t("adminCareers.filters.apply")}
        after={
          <a
            href={loaderData.exportHref}
            download
            className="rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-navy-900"
          >
            {t("adminCareers.applicant.exportCsv")}
          </a>
        }
      >
        <FilterSelect
          name="posting"
          label={t("adminCareers.filters.posting")}
          value={loaderData.filter.posting}
          all={t("adminCareers.filters.allPostings")}
          options={loaderData.postings.map((posting) => ({
            value: posting.id,
            label: posting.title,
          }))}
        />
        <FilterSelect
          name="stage"
          label={t("adminCareers.filters.stage")}
          value={loaderData.filter.stage}
          all={t("adminCareers.filters.allStages")}
          options={APPLICATION_STAGES.map((stage) => ({
            value: stage,
            label: t(STAGE_KEYS[stage]),
          }))}
        />
      </FilterForm>
      <FormAnswer form={MOVE_FORM} answer={actionData ?? loaderData.moved} />
      {/* Fifty names: plain links, routed by one handler (docs/decisions/0094). */}
      <RouterLinks>
        <RecordTable
          caption={t("adminCareers.applications")}
          rows={loaderData.applications}
          rowKey={(application) => application.id}
          columns={columns}
          empty={<p className="p-4 text-sm text-slate-600">{t("adminCareers.noApplications")}</p>}
        />
      </RouterLinks>
      <div className="mt-3 text-sm text-slate-700">
        <Pagination
          label={t("adminCareers.applicationPages")}
          noun={t("adminCareers.applicationsNoun")}
          page={loaderData.pages.page}
          pageCount={loaderData.pages.pageCount}
          pageSize={loaderData.pages.pageSize}
          total={loaderData.pages.total}
          hrefOf={(to) => {
            const search = new URLSearchParams();
            if (loaderData.filter.posting) search.set("posting", loaderData.filter.posting);
            if (loaderData.filter.stage) search.set("stage", loaderData.filter.stage);
            if (to > 1) search.set("page", String(to));
            const query = search.toString();
            return `/admin/careers${query ? `?${query}` : ""}`;
          }}
        />
      </div>
    </AdminShell>
  );
}
