import { data, Link, useNavigation } from "react-router";
import { z } from "zod";
import { requirePermission } from "~/auth/session.server";
import { officeWithCity } from "~/company/office-label";
import { companyNameFromMatches } from "~/company/seo";
import { AnswerForm } from "~/forms/AnswerForm";
import { redirectToAnswer } from "~/forms/answer.server";
import { FormAnswer } from "~/forms/FormBanner";
import { SelectField, TextAreaField, TextField } from "~/forms/fields";
import { fieldProps } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { translatorFromMatches } from "~/i18n/page";
import { AdminShell } from "~/layout/AdminShell";
import { pageTitle } from "~/site/titles";
import {
  EMPLOYMENT_TYPES,
  PAY_PERIODS,
  POSTING_LIMITS,
  POSTING_STATUSES,
  postingPath,
} from "../careers";
import type { JobPostingRow } from "../careers.schema";
import {
  EMPLOYMENT_TYPE_KEYS,
  PAY_PERIOD_KEYS,
  POSTING_FIELD_KEYS,
  POSTING_FIELDS,
  POSTING_STATUS_KEYS,
  type PostingField,
} from "../office-labels";
import { answerPostingForm } from "../posting-form.server";
import { findPosting } from "../postings.server";
import type { Route } from "./+types/admin-careers-posting";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      loaderData?.posting
        ? translatorFromMatches(matches).t("adminCareers.editPosting")
        : translatorFromMatches(matches).t("adminCareers.newPosting"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

/** The posting of /admin/careers/postings/:postingId; none for /admin/careers/postings/new. */
async function postingOf(context: Route.LoaderArgs["context"], postingId: string | undefined) {
  if (postingId === undefined) return undefined;
  const id = z.uuid().safeParse(postingId);
  const posting = id.success ? await findPosting(context.database.db, id.data) : undefined;
  if (!posting) throw data("Posting not found", { status: 404 });
  return posting;
}

/** The form's starting values: the posting's, or a new posting's. */
function valuesOf(posting: JobPostingRow | undefined): Record<string, string> {
  if (!posting) return { status: "draft", payPeriod: "HOUR", employmentType: "FULL_TIME" };
  return Object.fromEntries(
    POSTING_FIELDS.map((field) => [field, posting[field] === null ? "" : String(posting[field])]),
  );
}

/** The posting form's answer, above it: the address its saves post to ends at it. */
const POSTING_FORM = "posting";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { t } = serverTranslator("en");
  await requirePermission(request, context, "hiring");
  const posting = await postingOf(context, params.postingId);
  const created = new URL(request.url).searchParams.get("created") === "1";
  return {
    // A new posting's page says it was created (Post/Redirect/Get from the new-posting form).
    created: posting && created ? { ok: true, message: t("adminCareers.created") } : null,
    posting: posting ? { id: posting.id, slug: posting.slug, title: posting.title } : null,
    values: valuesOf(posting),
    offices: context.company.facts().offices.map((office) => ({
      id: office.id,
      label: officeWithCity(office, "en"),
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "hiring");
  const current = await postingOf(context, params.postingId);
  const answer = await answerPostingForm(context, viewer, await request.formData(), current);
  if (!answer.ok) return data(answer, { status: answer.status });
  if (answer.posting) {
    return redirectToAnswer(`/admin/careers/postings/${answer.posting.id}?created=1`, POSTING_FORM);
  }
  return { ok: true as const, message: t("adminCareers.saved") };
}

export default function PostingEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { posting, offices } = loaderData;
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const values = failed?.values ?? loaderData.values;
  const errors = failed?.errors ?? {};
  const typed = fieldProps("posting", { errors, values });
  const field = (name: PostingField) => ({ ...typed(name), label: t(POSTING_FIELD_KEYS[name]) });
  const text = { rows: 8, maxLength: POSTING_LIMITS.text, hint: t("adminCareers.textHint") };
  return (
    <AdminShell
      title={posting ? posting.title : t("adminCareers.newPosting")}
      back={{ to: "/admin/careers", label: t("adminCareers.back") }}
      actions={
        posting ? (
          <Link to={postingPath(posting.slug)} className="text-sm text-navy-700 underline">
            {t("adminCareers.viewPublic")}
          </Link>
        ) : null
      }
    >
      <FormAnswer form={POSTING_FORM} answer={actionData ?? loaderData.created} />
      {/* Keyed by the saved values: a saved form shows what is stored. */}
      <AnswerForm
        answerTo={POSTING_FORM}
        answer={actionData}
        key={JSON.stringify(loaderData.values)}
        className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 md:grid-cols-2"
      >
        <TextField {...field("title")} required maxLength={POSTING_LIMITS.title} />
        <TextField
          {...field("titleEs")}
          optional
          maxLength={POSTING_LIMITS.title}
          hint={t("adminCareers.spanishHint")}
        />
        <SelectField {...field("officeId")} required>
          {offices.map((office) => (
            <option key={office.id} value={office.id}>
              {office.label}
            </option>
          ))}
        </SelectField>
        <SelectField {...field("employmentType")} required>
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(EMPLOYMENT_TYPE_KEYS[type])}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-[1fr_1fr_auto] gap-3 md:col-span-2">
          <TextField {...field("payMin")} required inputMode="numeric" maxLength={14} />
          <TextField {...field("payMax")} required inputMode="numeric" maxLength={14} />
          <SelectField {...field("payPeriod")} required>
            {PAY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(PAY_PERIOD_KEYS[period])}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField {...field("description")} required {...text} />
        <TextAreaField {...field("descriptionEs")} optional {...text} />
        <TextAreaField {...field("requirements")} required {...text} />
        <TextAreaField {...field("requirementsEs")} optional {...text} />
        <TextField
          {...field("closesOn")}
          type="date"
          required
          hint={t("adminCareers.closesHint")}
        />
        <SelectField {...field("status")} required>
          {POSTING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(POSTING_STATUS_KEYS[status])}
            </option>
          ))}
        </SelectField>
        <div className="md:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            {t("adminCareers.save")}
          </button>
        </div>
      </AnswerForm>
    </AdminShell>
  );
}
