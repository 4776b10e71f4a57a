import { requirePermission } from "~/auth/session.server";
import { companyNameFromMatches } from "~/company/seo";
import { AnswerForm } from "~/forms/AnswerForm";
import { ConfirmAction } from "~/forms/ConfirmAction";
import { FormAnswer } from "~/forms/FormBanner";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/forms/fields";
import { type RowColumn, Rows } from "~/forms/Rows";
import type { FieldErrors, FormValues } from "~/forms/result";
import { answerHeaders } from "~/http/cache-control";
import { useT } from "~/i18n/I18nContext";
import { translatorFromMatches } from "~/i18n/page";
import { labelOf, type Translator } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { PhotoUploadForm } from "~/projects/components/PhotoUploadForm";
import { FIGURE_ROWS, PHOTOS_PER_PROJECT } from "~/projects/limits";
import { MARKET_KEYS, MARKETS } from "~/projects/markets";
import { projectPath } from "~/projects/present";
import {
  answerPhotoForm,
  answerProjectForm,
  type ProjectPageData,
  projectOfParams,
  projectPage,
} from "~/projects/project-page.server";
import { SERVICE_SLUGS } from "~/site/page-table";
import { pageTitle } from "~/site/titles";
import { SERVICE_KEYS } from "../office-labels";
import { PHOTOS_FORM, PROJECT_FORM } from "../page-forms";
import type { Route } from "./+types/admin-project";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      loaderData?.id
        ? translatorFromMatches(matches).t("adminProjects.editTitle")
        : translatorFromMatches(matches).t("adminProjects.newTitle"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

/** An action's own headers reach the browser: `Retry-After` on a refusal for now. */
export const headers = answerHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, "content");
  const project = await projectOfParams(context, params.projectId);
  return projectPage(context, project, new URL(request.url).searchParams.get("done"));
}

/** The project's form (preview or save), a photo's removal, or (?upload=photo) a new photo. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "content");
  const project = await projectOfParams(context, params.projectId);
  if (new URL(request.url).searchParams.get("upload") === "photo") {
    return answerPhotoForm(request, context, viewer, project);
  }
  return answerProjectForm(request, context, viewer, project);
}

type Fields = { values: FormValues; errors: FieldErrors };

/** A project's scope in figures: label and value pairs (`figureLabel.<row>`, `figureValue.<row>`). */
const figureColumns = (t: Translator["t"]): RowColumn[] => [
  {
    name: "figureLabel",
    label: (row) => t("adminProjects.field.figureLabel", { n: row + 1 }),
    optional: true,
  },
  {
    name: "figureValue",
    label: (row) => t("adminProjects.field.figureValue", { n: row + 1 }),
    optional: true,
  },
];
const figureField = (row: number, column: string) => `${column}.${row}`;

function Text({
  fields,
  name,
  label,
  optional,
  area,
  hint,
}: {
  fields: Fields;
  name: string;
  label: string;
  optional?: boolean;
  area?: boolean;
  hint?: string;
}) {
  const common = {
    idPrefix: "project",
    name,
    label,
    optional,
    hint,
    error: fields.errors[name],
    defaultValue: fields.values[name] ?? "",
  };
  return area ? <TextAreaField {...common} rows={5} /> : <TextField {...common} />;
}

export default function AdminProject({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const page: ProjectPageData = actionData ?? loaderData;
  const fields: Fields = { values: page.values, errors: page.errors };
  const services = new Set((page.values.services ?? "").split(","));
  return (
    <AdminShell
      title={page.id ? t("adminProjects.editTitle") : t("adminProjects.newTitle")}
      back={{ to: "/admin/projects", label: t("adminProjects.back") }}
      actions={
        page.slug && page.published ? (
          <a
            href={projectPath(page.slug)}
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-navy-800"
          >
            {t("adminProjects.view")}
          </a>
        ) : null
      }
    >
      <FormAnswer form={PROJECT_FORM} answer={page.notice} />
      {/* A preview keeps what was typed for the Save that follows. */}
      <AnswerForm
        answerTo={PROJECT_FORM}
        answer={page.preview ? undefined : page.notice}
        className="mt-4 grid max-w-3xl gap-5"
        noValidate
      >
        <Text fields={fields} name="title" label={t("adminProjects.field.title")} />
        <SelectField
          idPrefix="project"
          name="market"
          label={t("adminProjects.field.market")}
          error={fields.errors.market}
          defaultValue={fields.values.market ?? ""}
        >
          <option value="">{t("adminProjects.field.choose")}</option>
          {MARKETS.map((market) => (
            <option key={market} value={market}>
              {t(MARKET_KEYS[market])}
            </option>
          ))}
        </SelectField>
        <fieldset aria-describedby={fields.errors.services ? "project-services-error" : undefined}>
          <legend className="text-sm font-semibold text-navy-900">
            {t("adminProjects.field.services")}
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {SERVICE_SLUGS.map((slug) => (
              <CheckboxField
                key={slug}
                idPrefix={`project-service-${slug}`}
                name="services"
                value={slug}
                label={t(SERVICE_KEYS[slug])}
                defaultChecked={services.has(slug)}
              />
            ))}
          </div>
          {fields.errors.services ? (
            <p id="project-services-error" className="mt-1 text-sm text-red-700">
              {fields.errors.services}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-3">
          <Text fields={fields} name="city" label={t("adminProjects.field.city")} />
          <Text fields={fields} name="state" label={t("adminProjects.field.state")} />
          <Text fields={fields} name="year" label={t("adminProjects.field.year")} />
        </div>
        <SelectField
          idPrefix="project"
          name="office"
          label={t("adminProjects.field.office")}
          optional
          error={fields.errors.office}
          defaultValue={fields.values.office ?? ""}
        >
          <option value="">{t("adminProjects.field.noOffice")}</option>
          {page.offices.map((office) => (
            <option key={office} value={office}>
              {office}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">
            {t("adminProjects.field.figures")}
          </legend>
          <p className="text-sm text-slate-600">{t("adminProjects.figuresHint")}</p>
          <div className="mt-2 grid gap-3">
            <Rows
              {...fields}
              idPrefix="project"
              group="figures"
              rows={FIGURE_ROWS}
              columns={figureColumns(t)}
              fieldName={figureField}
              className="grid gap-3 sm:grid-cols-2"
            />
          </div>
        </fieldset>
        <Text fields={fields} name="summaryEn" label={t("adminProjects.field.summaryEn")} area />
        <Text
          fields={fields}
          name="summaryEs"
          label={t("adminProjects.field.summaryEs")}
          optional
          area
        />
        <Text fields={fields} name="storyEn" label={t("adminProjects.field.storyEn")} area />
        <Text
          fields={fields}
          name="storyEs"
          label={t("adminProjects.field.storyEs")}
          optional
          area
        />
        <Text
          fields={fields}
          name="clientName"
          label={t("adminProjects.field.clientName")}
          optional
          hint={t("adminProjects.clientHint")}
        />
        <CheckboxField
          idPrefix="project"
          name="clientNamingApproved"
          label={t("adminProjects.field.clientApproved")}
          defaultChecked={fields.values.clientNamingApproved === "on"}
        />
        <Text
          fields={fields}
          name="quoteText"
          label={t("adminProjects.field.quoteText")}
          optional
          area
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Text
            fields={fields}
            name="quoteName"
            label={t("adminProjects.field.quoteName")}
            optional
          />
          <Text
            fields={fields}
            name="quoteRole"
            label={t("adminProjects.field.quoteRole")}
            optional
          />
        </div>
        <CheckboxField
          idPrefix="project"
          name="published"
          label={t("adminProjects.field.published")}
          defaultChecked={fields.values.published === "on"}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            className="rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
          >
            {t("adminProjects.save")}
          </button>
          <button
            type="submit"
            name="intent"
            value="preview"
            className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-navy-800"
          >
            {t("adminProjects.preview")}
          </button>
        </div>
      </AnswerForm>
      {page.preview ? <Preview page={page} /> : null}
      <Photos page={page} />
    </AdminShell>
  );
}

function Preview({ page }: { page: ProjectPageData }) {
  const t = useT();
  const preview = page.preview;
  if (!preview) return null;
  const client =
    preview.clientNamingApproved && preview.clientName
      ? preview.clientName
      : t("adminProjects.preview.market", { market: labelOf(t, MARKET_KEYS, preview.market) });
  return (
    <section
      aria-labelledby="preview-title"
      className="mt-10 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-6"
    >
      <h2 id="preview-title" className="text-xl font-bold text-navy-900">
        {preview.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("adminProjects.preview.meta", {
          city: preview.city,
          state: preview.state,
          year: preview.year,
          client,
        })}
      </p>
      <p className="mt-3 text-slate-800">{preview.summaryEn}</p>
      {preview.figures.length ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {preview.figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-sm text-slate-600">{figure.label}</dt>
              <dd className="text-lg font-semibold text-navy-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {preview.quoteText ? (
        <blockquote className="mt-4 border-l-4 border-amber-400 pl-4 italic text-slate-800">
          {preview.quoteText} — {preview.quoteName}
          {preview.quoteRole ? `, ${preview.quoteRole}` : ""}
        </blockquote>
      ) : null}
    </section>
  );
}

function Photos({ page }: { page: ProjectPageData }) {
  const t = useT();
  return (
    <section aria-labelledby="photos-title" className="mt-10 max-w-3xl">
      <h2 id="photos-title" className="text-xl font-bold text-navy-900">
        {t("adminProjects.photos")} ({page.photos.length}/{PHOTOS_PER_PROJECT})
      </h2>
      {page.id ? (
        <>
          <FormAnswer form={PHOTOS_FORM} answer={page.photosNotice} className="mt-4" />
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {page.photos.map((photo) => (
              <li key={photo.id} className="rounded-lg border border-slate-200 p-2">
                <img
                  src={photo.src}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  className="h-auto w-full rounded"
                />
                <div className="mt-2">
                  <ConfirmAction
                    label={t("adminProjects.removePhoto")}
                    accessibleLabel={`${t("adminProjects.removePhoto")}: ${photo.alt}`}
                    question={t("adminProjects.removePhotoQuestion")}
                    consequence={t("adminProjects.removePhotoConsequence")}
                    confirmLabel={t("adminProjects.removePhotoConfirm")}
                    intent="remove-photo"
                    fields={{ photoId: photo.id }}
                    answerTo={PHOTOS_FORM}
                  />
                </div>
              </li>
            ))}
          </ul>
          {/* A new form after each change of the photos: the files chosen are forgotten. */}
          <PhotoUploadForm key={page.photos.length} banner={page.photoForm} />
        </>
      ) : (
        <p className="mt-2 text-slate-600">{t("adminProjects.photosAfterSave")}</p>
      )}
    </section>
  );
}
