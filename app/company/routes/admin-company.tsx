import { useState } from "react";
import { data, useNavigation } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import {
  answerProfileForm,
  answerW9Form,
  type CurrentW9,
  profilePage,
  unreadProfileForm,
  W9_FORM,
  type W9FormAnswer,
} from "~/company/admin.server";
import type { CompanyFacts } from "~/company/facts";
import {
  chosenLogoProblem,
  LOGO_ACCEPT,
  LOGO_MESSAGES,
  PROFILE_FORM_MAX_BYTES,
} from "~/company/logo";
import { MARKET_SLUGS, type MarketSlug } from "~/company/markets";
import { MAX_ESCALATION_MINUTES, WEEKDAYS } from "~/company/profile";
import type { ProfileSection } from "~/company/profile-sections";
import { FILE_KINDS } from "~/files/kinds";
import { withUpload } from "~/files/upload.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { ConfirmAction } from "~/forms/ConfirmAction";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { FormAnswer } from "~/forms/FormBanner";
import { CheckboxField, Field, inputClass, TextAreaField, TextField } from "~/forms/fields";
import { Row, type RowColumn, Rows } from "~/forms/Rows";
import type { FieldErrors, FormValues } from "~/forms/result";
import { answerHeaders } from "~/http/cache-control";
import { readGuardedForm } from "~/http/upload-guard.server";
import { AdminShell } from "~/layout/AdminShell";
import { localeFormat } from "~/site/locale-format";
import { SERVICE_SLUGS } from "~/site/page-table";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/admin-company";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Company profile", companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

/** An action's own headers reach the browser: `Retry-After` on a refusal for now. */
export const headers = answerHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return profilePage(context.company);
}

/** Previews or saves the profile; a save shows on every public page at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context);
  const actor = { id: viewer.id, email: viewer.email };
  // The W-9's own form: its body is streamed to disk and bounded by the files module.
  if (new URL(request.url).searchParams.get("upload") === "w9") {
    return withUpload(request, { ...W9_FORM, client: context.clientAddress }, async (upload) => {
      const answer = await answerW9Form(context.company, context.database.db, actor, upload);
      return data(answer.page, { status: answer.status, headers: upload.ok ? {} : upload.headers });
    });
  }
  // A body over the limit is answered before a byte of it is read (its length is declared:
  // server/security.ts refuses a body without one); the rest is read through the upload guard.
  const read = await readGuardedForm(request, context.clientAddress, PROFILE_FORM_MAX_BYTES);
  if (!read.ok) {
    const message = PROFILE_BODY_MESSAGES[read.problem];
    return data(unreadProfileForm(context.company, message), {
      status: read.status,
      headers: read.headers,
    });
  }
  const answer = await answerProfileForm(context.company, actor, read.form);
  return data(answer.page, { status: answer.status });
}

/** Why a profile form was not read, beside the logo's field. */
const PROFILE_BODY_MESSAGES = {
  "too-large": LOGO_MESSAGES.bodyTooLarge,
  malformed: LOGO_MESSAGES.malformed,
  busy: LOGO_MESSAGES.busy,
  stalled: LOGO_MESSAGES.stalled,
} as const;

type Fields = { values: FormValues; errors: FieldErrors };
type PageData = Route.ComponentProps["loaderData"];

export default function CompanyProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const page = actionData ?? loaderData;
  const fields: Fields = { values: page.values, errors: page.errors };
  const rowFields = { ...fields, ...ROW_SETTINGS };
  // A chosen file the page can already tell is refused (too large, SVG) is not sent.
  const [chosenLogoRefused, setChosenLogoRefused] = useState(false);
  const section = { page, answered: actionData ? page.section : undefined, busy };
  return (
    <AdminShell title="Company profile">
      {/* An answer for no section (an unknown one was posted) is said above them all. */}
      <FormAnswer
        form="profile"
        answer={actionData && !page.section && !page.w9Form ? actionData : undefined}
      />
      <p className="mb-6 max-w-prose text-sm text-slate-600">
        Each section has its own Save: it saves that section only, and every page shows it at once.
      </p>
      <div className="space-y-8">
        <SectionForm
          {...section}
          name="identity"
          title="Identity"
          saveLabel="Save identity"
          preview
          multipart
          refuse={chosenLogoRefused}
        >
          <Text {...fields} name="legalName" label="Legal name" maxLength={120} />
          <Text {...fields} name="shortName" label="Short name" maxLength={60} />
          <Text
            {...fields}
            name="tagline"
            label="Tagline"
            maxLength={160}
            className="md:col-span-2"
          />
          <LogoField
            current={page.logo}
            error={page.errors.logo}
            note={page.logoNote}
            removeChecked={Boolean(page.values.removeLogo)}
            onChosenProblem={setChosenLogoRefused}
          />
        </SectionForm>
        <SectionForm
          {...section}
          name="contact"
          title="Phones and e-mail"
          saveLabel="Save phones and e-mail"
          preview
        >
          {/* Each number has one meaning everywhere, said here (docs/decisions/0035). */}
          <Text
            {...fields}
            name="mainPhone"
            label="Main phone"
            type="tel"
            maxLength={30}
            hint="The company's number: in the footer, the contact section, the service, pricing and legal pages, e-mail signatures and search results."
          />
          <Text
            {...fields}
            name="fax"
            label="Fax"
            type="tel"
            maxLength={30}
            hint="In the footer's contact details."
          />
          <Text
            {...fields}
            name="aboutExtension"
            label="24/7 support extension"
            maxLength={6}
            optional
            hint="Dialled after the main phone for “24/7 support” in the top banner and the About section. Blank: the main phone alone."
          />
          <Text
            {...fields}
            name="emergencyPhone"
            label="24/7 emergency line"
            type="tel"
            maxLength={30}
            hint="Named “24/7 emergency line” in the Terms of Service (emergency services, contact) and in the acknowledgement e-mail a visitor gets after writing in."
          />
          <Text
            {...fields}
            name="email"
            label="General e-mail"
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
          <Text
            {...fields}
            name="hrEmail"
            label="HR e-mail"
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
          <Text
            {...fields}
            name="hrExtension"
            label="HR extension"
            maxLength={6}
            optional
            hint="After the main phone, on the Employee Information page and the Employee Forms page."
          />
          <Text
            {...fields}
            name="leadInbox"
            label="Lead inbox"
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
            hint="Where new leads are sent."
          />
          <Text
            {...fields}
            name="quoteFormUrl"
            label="Quote form address"
            type="url"
            maxLength={2000}
            className="md:col-span-2"
          />
        </SectionForm>
        <SectionForm
          {...section}
          name="offices"
          title="Offices"
          saveLabel="Save offices"
          preview
          hint="Hours in 24-hour time (09:00, 17:30), in the office's own time zone (its state's), which the pages name; both empty means closed that day. Leave a row blank to add nothing."
        >
          <Offices {...fields} rows={page.rows.offices} />
        </SectionForm>
        <SectionForm
          {...section}
          name="licenses"
          title="Licenses"
          saveLabel="Save licenses"
          preview
          hint="The number is shown on every page and linked to the state's look-up (CA, FL). Leave a row blank to add nothing."
        >
          <Rows
            {...rowFields}
            group="licenses"
            rows={page.rows.licenses}
            columns={LICENSE_COLUMNS}
          />
        </SectionForm>
        <SectionForm
          {...section}
          name="identifiers"
          title="Public works and federal identifiers"
          saveLabel="Save identifiers"
          hint="Shown on the credentials page, the capability statement and in search engines' data."
        >
          <Text
            {...fields}
            name="dirNumber"
            label="DIR registration number"
            hint="California public works: 10 digits."
            maxLength={10}
            inputMode="numeric"
            optional
          />
          <Text
            {...fields}
            name="dirExpires"
            label="DIR registration expires"
            type="date"
            optional
          />
          <Text {...fields} name="uei" label="UEI (SAM.gov)" maxLength={12} optional />
          <Text {...fields} name="cage" label="CAGE code" maxLength={5} optional />
          <TextAreaField
            idPrefix="company"
            name="naicsCodes"
            label="NAICS codes"
            hint="Six digits each, one per line."
            rows={3}
            maxLength={200}
            optional
            error={fields.errors.naicsCodes}
            defaultValue={fields.values.naicsCodes}
          />
          <TextAreaField
            idPrefix="company"
            name="remittanceAddress"
            label="Remittance address for checks"
            hint="Up to five lines, as written on an envelope."
            rows={4}
            maxLength={420}
            optional
            error={fields.errors.remittanceAddress}
            defaultValue={fields.values.remittanceAddress}
          />
        </SectionForm>
        <SectionForm
          {...section}
          name="certifications"
          title="Certifications"
          saveLabel="Save certifications"
          hint="Small business, DVBE and the like. Leave a row blank to add nothing."
        >
          <Rows
            {...rowFields}
            group="certifications"
            rows={page.rows.certifications}
            columns={CERTIFICATION_COLUMNS}
          />
        </SectionForm>
        <SectionForm
          {...section}
          name="insurance"
          title="Insurance"
          saveLabel="Save insurance"
          hint="Limits in whole dollars. An expired policy is not shown on the public page. Leave a row blank to add nothing."
        >
          <Rows
            {...rowFields}
            group="insurance"
            rows={page.rows.insurance}
            columns={INSURANCE_COLUMNS}
          />
        </SectionForm>
        <SectionForm
          {...section}
          name="reach"
          title="Service area and social profiles"
          saveLabel="Save service area"
        >
          <TextAreaField
            idPrefix="company"
            name="statesServed"
            label="States served"
            hint="One per line."
            rows={3}
            maxLength={500}
            error={fields.errors.statesServed}
            defaultValue={fields.values.statesServed}
            className="md:col-span-2"
          />
          <Rows
            {...rowFields}
            group="socialLinks"
            rows={page.rows.socialLinks}
            columns={SOCIAL_LINK_COLUMNS}
          />
        </SectionForm>
        <SectionForm
          {...section}
          name="onCall"
          title="On call for service emergencies"
          saveLabel="Save on-call settings"
        >
          {/* The service desk's emergencies and their escalation (docs/service-desk.md#clocks). */}
          <Text
            {...fields}
            name="onCallEmail"
            label="On-call e-mail"
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
            optional
            hint="Alerted at once, with the office inbox, when a client's emergency (its first priority) comes in."
          />
          <Text
            {...fields}
            name="escalationEmail"
            label="Escalation e-mail"
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
            optional
            hint="Alerted once when nobody has acknowledged the emergency in time."
          />
          <Text
            {...fields}
            name="escalationMinutes"
            label="Minutes before an emergency escalates"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ESCALATION_MINUTES}
            hint="From 1 to 240; 15 unless set."
          />
        </SectionForm>
      </div>
      <W9Section current={page.w9} answer={page.w9Form} busy={busy} />
    </AdminShell>
  );
}

/**
 * One section of the profile: its own form, posting its fields only (the server keeps the rest
 * as stored), with its own Save and, where the public pages show it, Preview; its answer is
 * said in it, where the form posts to (`section-<name>-answer`): the answer, or the first field
 * to correct, is brought to the person by the forms module (docs/decisions/0076). Its inputs are drawn afresh when its stored values change (`keys`), and keep what
 * is typed in them while another section is saved.
 */
function SectionForm({
  name,
  title,
  hint,
  saveLabel,
  preview = false,
  multipart = false,
  refuse = false,
  page,
  answered,
  busy,
  children,
}: {
  name: ProfileSection;
  title: string;
  hint?: string;
  saveLabel: string;
  /** Whether the section's change can be previewed (what the preview shows). */
  preview?: boolean;
  /** A file goes with it (the logo). */
  multipart?: boolean;
  /** A chosen file the page already refused: the form is not sent. */
  refuse?: boolean;
  page: PageData;
  /** The section the action answered. */
  answered: ProfileSection | undefined;
  busy: boolean;
  children: React.ReactNode;
}) {
  const answer = answered === name ? page : undefined;
  const form = `section-${name}`;
  const titleId = `section-${name}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      <FormAnswer form={form} answer={answer} className="mt-4" />
      {answer?.preview ? <Preview company={answer.preview} logo={answer.previewLogo} /> : null}
      {/* A preview keeps what was typed (and the logo chosen) for the Save that follows. */}
      <AnswerForm
        answerTo={form}
        answer={answer?.preview ? undefined : answer}
        encType={multipart ? "multipart/form-data" : undefined}
        key={page.keys[name]}
        className="mt-4"
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          if (refuse) event.preventDefault();
        }}
      >
        <input type="hidden" name="section" value={name} />
        <div className="grid gap-4 md:grid-cols-2">{children}</div>
        <div className="mt-5 flex flex-wrap gap-3">
          {preview ? (
            <button
              type="submit"
              name="intent"
              value="preview"
              disabled={busy}
              className="rounded-md border border-navy-800 px-5 py-2.5 font-semibold text-navy-900 hover:bg-slate-50 disabled:opacity-70"
            >
              Preview
            </button>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            {saveLabel}
          </button>
        </div>
      </AnswerForm>
    </section>
  );
}

/**
 * The W-9: its own form (a file is streamed to the files module, apart from the profile's
 * fields), offered for download on the credentials page with its tax year.
 */
function W9Section({
  current,
  answer,
  busy,
}: {
  current: CurrentW9 | null;
  answer?: W9FormAnswer;
  busy: boolean;
}) {
  return (
    <section
      aria-labelledby="w9-title"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="w9-title" className="text-lg font-semibold text-navy-900">
        W-9
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {current ? (
          <>
            Current:{" "}
            <a href={current.url} className="font-semibold text-navy-800 underline">
              {current.name}
            </a>{" "}
            (tax year {current.taxYear}).
          </>
        ) : (
          "None uploaded: the credentials page says whom to call for it."
        )}
      </p>
      <FormAnswer form="w9" answer={answer} className="mt-4" />
      <AnswerForm
        answerTo="w9"
        answer={answer}
        action="?upload=w9"
        encType="multipart/form-data"
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <Field
          idPrefix="company"
          name="w9"
          label="W-9 (PDF)"
          hint={`${FILE_KINDS["company-w9"].accepts}. It replaces the current one.`}
          error={answer?.errors.w9}
          optional
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
        <TextField
          idPrefix="company"
          name="taxYear"
          label="Tax year"
          inputMode="numeric"
          maxLength={4}
          error={answer?.errors.taxYear}
          defaultValue={answer?.taxYear ?? String(new Date().getFullYear())}
        />
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button
            type="submit"
            name="w9Intent"
            value="upload"
            disabled={busy}
            className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            Upload W-9
          </button>
        </div>
      </AnswerForm>
      {current ? (
        <div className="mt-4">
          <ConfirmAction
            label="Remove W-9"
            question="Remove the W-9?"
            consequence={`The W-9 for ${current.taxYear} is deleted and the credentials page no longer offers it: it says whom to call for one instead.`}
            confirmLabel="Remove the W-9"
            fields={{ w9Intent: "remove" }}
            action="?upload=w9"
            encType="multipart/form-data"
            answerTo="w9"
            answer={answer}
          />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The logo: the current one (or the drawn mark), a file to replace it and a box to remove it.
 * The page tells at once when a chosen file is too large or an SVG; the server checks again.
 */
function LogoField({
  current,
  error,
  note,
  removeChecked,
  onChosenProblem,
}: {
  current: string | null;
  error?: string;
  note?: string;
  removeChecked: boolean;
  onChosenProblem: (refused: boolean) => void;
}) {
  const [chosenProblem, setChosenProblem] = useState<string | null>(null);
  const shown = chosenProblem ?? error;
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start md:col-span-2">
      <div className="flex size-20 items-center justify-center rounded-lg border border-slate-200 bg-slate-50">
        {current ? (
          <img
            src={current}
            alt="The current logo"
            className="size-16 rounded-md bg-white object-contain"
          />
        ) : (
          <span className="px-2 text-center text-xs text-slate-500">Drawn mark (no logo)</span>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <Field
          idPrefix="company"
          name="logo"
          label="Logo"
          hint={note ?? "PNG, JPEG or WebP, at most 1 MB; resized to fit 512 × 512. No SVG."}
          error={shown}
          optional
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={LOGO_ACCEPT}
              className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-navy-800 file:px-3 file:py-1 file:text-white`}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                const problem = file ? chosenLogoProblem(file) : null;
                setChosenProblem(problem);
                onChosenProblem(problem !== null);
              }}
            />
          )}
        </Field>
        {current ? (
          <CheckboxField
            idPrefix="company"
            name="removeLogo"
            label="Remove the logo (show the drawn mark) when saving"
            defaultChecked={removeChecked}
          />
        ) : null}
      </div>
    </div>
  );
}

function Text({
  values,
  errors,
  name,
  ...rest
}: Fields & { name: string } & Omit<
    React.ComponentProps<typeof TextField>,
    "idPrefix" | "values"
  >) {
  return (
    <TextField
      idPrefix="company"
      name={name}
      error={errors[name]}
      defaultValue={values[name]}
      {...rest}
    />
  );
}

/** Every row of the profile's repeatable groups can be removed when saving. */
const ROW_SETTINGS = { idPrefix: "company", removeLabel: "Remove this row when saving" };

const LICENSE_COLUMNS: RowColumn[] = [
  { name: "name", label: "License", maxLength: 80 },
  { name: "number", label: "Number", maxLength: 40, optional: true },
  { name: "classification", label: "Class", maxLength: 20, optional: true },
  { name: "state", label: "State", hint: "Two letters: CA, FL.", maxLength: 2, optional: true },
  { name: "expires", label: "Expires", type: "date", optional: true },
];

const CERTIFICATION_COLUMNS: RowColumn[] = [
  { name: "name", label: "Certification", maxLength: 80 },
  { name: "number", label: "Number", maxLength: 40, optional: true },
  { name: "expires", label: "Expires", type: "date", optional: true },
];

const INSURANCE_COLUMNS: RowColumn[] = [
  {
    name: "kind",
    label: "Coverage",
    hint: "General liability, workers' compensation…",
    maxLength: 60,
  },
  { name: "carrier", label: "Carrier", maxLength: 80 },
  { name: "perOccurrence", label: "Per-occurrence limit ($)", inputMode: "numeric", maxLength: 16 },
  { name: "aggregate", label: "Aggregate limit ($)", inputMode: "numeric", maxLength: 16 },
  { name: "expires", label: "Expires", type: "date", optional: true },
];

const SOCIAL_LINK_COLUMNS: RowColumn[] = [
  { name: "label", label: "Profile name", maxLength: 40, optional: true },
  { name: "url", label: "Profile address", type: "url", maxLength: 2000, optional: true },
];

const DAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

function Offices({ rows, ...fields }: Fields & { rows: number }) {
  const { values, errors } = fields;
  return (
    <>
      {errors.offices ? (
        <p className="text-sm text-red-700 md:col-span-2" role="alert">
          {errors.offices}
        </p>
      ) : null}
      {Array.from({ length: rows }, (_, index) => (
        <Row key={`office-${index}`} group="offices" index={index} {...fields} {...ROW_SETTINGS}>
          <Text {...fields} name={`offices.${index}.name`} label="Office name" maxLength={60} />
          <Text
            {...fields}
            name={`offices.${index}.nameEs`}
            label="Office name in Spanish"
            hint="Shown on the Spanish pages; blank shows the name above."
            maxLength={60}
            optional
          />
          <Text {...fields} name={`offices.${index}.street`} label="Street" maxLength={120} />
          <Text {...fields} name={`offices.${index}.city`} label="City" maxLength={60} />
          <Text {...fields} name={`offices.${index}.state`} label="State" maxLength={40} />
          <Text {...fields} name={`offices.${index}.zip`} label="ZIP" maxLength={10} />
          <Text
            {...fields}
            name={`offices.${index}.phone`}
            label="Office phone"
            type="tel"
            maxLength={30}
          />
          <Text
            {...fields}
            name={`offices.${index}.slug`}
            label="Page address"
            hint="The office's page: /locations/ and this (pompano-beach). Blank: made from the city. Changing it moves the page."
            maxLength={60}
            optional
          />
          <Text
            {...fields}
            name={`offices.${index}.geo.latitude`}
            label="Latitude"
            hint="For search engines' maps (34.1361); blank with the longitude if unknown."
            inputMode="decimal"
            maxLength={20}
            optional
          />
          <Text
            {...fields}
            name={`offices.${index}.geo.longitude`}
            label="Longitude"
            hint="West is negative (-117.8653)."
            inputMode="decimal"
            maxLength={20}
            optional
          />
          <OfficeChoices
            {...fields}
            index={index}
            list="services"
            legend="Services its page lists"
            choices={SERVICE_SLUGS.map((slug) => [slug, SERVICE_LABELS[slug]])}
          />
          <OfficeChoices
            {...fields}
            index={index}
            list="markets"
            legend="Markets its page lists"
            choices={MARKET_SLUGS.map((slug) => [slug, MARKET_LABELS[slug]])}
          />
          <label className="inline-flex items-center gap-2 text-sm text-navy-900 md:col-span-2">
            <input
              type="radio"
              name="headquarters"
              value={String(index)}
              defaultChecked={values.headquarters === String(index)}
              className="size-4 accent-navy-700"
            />
            Headquarters
          </label>
          <table className="text-sm md:col-span-2">
            <caption className="sr-only">Opening hours of office {index + 1}</caption>
            <thead>
              <tr className="text-left text-xs uppercase text-slate-500">
                <th scope="col">Day</th>
                <th scope="col">Opens</th>
                <th scope="col">Closes</th>
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((day) => (
                <tr key={day}>
                  <th scope="row" className="pr-3 text-left font-medium">
                    {DAY_LABELS[day]}
                  </th>
                  {(["opens", "closes"] as const).map((end) => {
                    const name = `offices.${index}.hours.${day}.${end}`;
                    return (
                      <td key={end} className="py-1 pr-3 align-top">
                        <TextField
                          idPrefix="company"
                          name={name}
                          label={<span className="sr-only">{`${DAY_LABELS[day]} ${end}`}</span>}
                          placeholder="HH:MM"
                          maxLength={5}
                          error={errors[name]}
                          defaultValue={values[name]}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </Row>
      ))}
    </>
  );
}

/** The admin's names of the six services and the markets (admin screens are English-only). */
const SERVICE_LABELS: Record<(typeof SERVICE_SLUGS)[number], string> = {
  "copper-fiber": "Copper & fiber cabling",
  "3phase": "Three-phase power",
  "industrial-utility": "Industrial utility",
  automation: "Automation",
  "pos-systems": "POS systems",
  "general-contracting": "General contracting",
};
const MARKET_LABELS: Record<MarketSlug, string> = {
  government: "Government",
  retail: "Retail chains",
  banking: "Banking",
  education: "Education",
  restaurants: "Restaurants",
  kiosks: "Self-service kiosks",
};

/** An office's ticked services or markets: one box each, named `offices.N.<list>.<slug>`. */
function OfficeChoices({
  values,
  errors,
  index,
  list,
  legend,
  choices,
}: Fields & { index: number; list: "services" | "markets"; legend: string; choices: string[][] }) {
  const error = errors[`offices.${index}.${list}`];
  return (
    <fieldset className="md:col-span-2">
      <legend className="text-sm font-medium text-navy-900">{legend}</legend>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {choices.map(([slug = "", label]) => {
          const name = `offices.${index}.${list}.${slug}`;
          return (
            <label key={slug} className="inline-flex items-center gap-2 text-sm text-navy-900">
              <input
                type="checkbox"
                name={name}
                defaultChecked={Boolean(values[name])}
                className="size-4 accent-navy-700"
              />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** How the public pages will show the profile: the contact block, offices and hours. */
function Preview({ company, logo }: { company: CompanyFacts; logo?: string }) {
  return (
    <section
      aria-labelledby="preview-title"
      className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="preview-title" className="text-lg font-semibold text-navy-900">
        Preview
      </h2>
      {logo ? (
        <img
          src={logo}
          alt="The logo chosen"
          className="mt-3 size-16 rounded-md border border-slate-200 bg-white object-contain p-1"
        />
      ) : null}
      <p className="mt-2 font-semibold">{company.name}</p>
      <p className="text-sm text-slate-700">{company.tagline}</p>
      <p className="mt-2 text-sm">
        Phone {company.phone.display} · 24/7 support {company.phone.display}
        {company.supportExtension ? ` ext. ${company.supportExtension}` : ""} · 24/7 emergency line{" "}
        {company.emergencyPhone.display} · Fax {company.fax.display} · {company.email}
      </p>
      <p className="text-sm">Licensed {company.licenses.join(" · ")}</p>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {company.offices.map((office) => (
          <li key={office.id} className="rounded-lg bg-white p-3 text-sm">
            <p className="font-semibold">
              {office.label}
              {office.headquarters ? " (headquarters)" : ""}
            </p>
            <p>
              {office.street}, {office.city}, {office.region} {office.postalCode}
            </p>
            <p>{office.phone.display}</p>
            <ul>
              {office.hours.map((row) => (
                <li key={row.days}>
                  {row.days}: {row.time}
                </li>
              ))}
            </ul>
            <p className="text-slate-600">
              Hours in {localeFormat("en").zoneName(office.timeZone)}.
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
