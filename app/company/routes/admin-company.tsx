import { useState } from "react";
import { data, useNavigation } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { LogoField } from "~/company/components/LogoField";
import { OfficeRows } from "~/company/components/OfficeRows";
import { ProfileSectionForm } from "~/company/components/ProfileSectionForm";
import { type ProfileFields, ProfileText, rowSettings } from "~/company/components/ProfileText";
import { W9Section } from "~/company/components/W9Section";
import { LOGO_MESSAGES, PROFILE_FORM_MAX_BYTES } from "~/company/images/logo";
import { MAX_ESCALATION_MINUTES } from "~/company/profile";
import {
  answerProfileForm,
  answerW9Form,
  profilePage,
  unreadProfileForm,
  W9_FORM,
} from "~/company/profile-page/admin.server";
import { withUpload } from "~/files/upload.server";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { FormAnswer } from "~/forms/FormBanner";
import { TextAreaField } from "~/forms/fields";
import { type RowColumn, Rows } from "~/forms/Rows";
import { answerHeaders } from "~/http/cache-control";
import { readGuardedForm } from "~/http/upload-guard.server";
import { useT } from "~/i18n/I18nContext";
import type { Translator } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import type { Route } from "./+types/admin-company";

export const meta: Route.MetaFunction = privatePageMeta("adminCompany.title");

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

/**
 * The company profile, a form per section (app/company/components); its texts are the
 * `adminCompany` namespace's (docs/decisions/0096).
 */
export default function CompanyProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const page = actionData ?? loaderData;
  const fields: ProfileFields = { values: page.values, errors: page.errors };
  const rowFields = { ...fields, ...rowSettings(t) };
  const columns = rowColumns(t);
  // A chosen file the page can already tell is refused (too large, SVG) is not sent.
  const [chosenLogoRefused, setChosenLogoRefused] = useState(false);
  const section = { page, answered: actionData ? page.section : undefined, busy };
  return (
    <AdminShell title={t("adminCompany.title")}>
      {/* An answer for no section (an unknown one was posted) is said above them all. */}
      <FormAnswer
        form="profile"
        answer={actionData && !page.section && !page.w9Form ? actionData : undefined}
      />
      <p className="mb-6 max-w-prose text-sm text-slate-600">{t("adminCompany.intro")}</p>
      <div className="space-y-8">
        <ProfileSectionForm
          {...section}
          name="identity"
          title={t("adminCompany.identity.title")}
          saveLabel={t("adminCompany.identity.save")}
          preview
          multipart
          refuse={chosenLogoRefused}
        >
          <ProfileText
            {...fields}
            name="legalName"
            label={t("adminCompany.identity.legalName")}
            maxLength={120}
          />
          <ProfileText
            {...fields}
            name="shortName"
            label={t("adminCompany.identity.shortName")}
            maxLength={60}
          />
          <ProfileText
            {...fields}
            name="tagline"
            label={t("adminCompany.identity.tagline")}
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
        </ProfileSectionForm>
        <ProfileSectionForm
          {...section}
          name="contact"
          title={t("adminCompany.contact.title")}
          saveLabel={t("adminCompany.contact.save")}
          preview
        >
          {/* Each number has one meaning everywhere, said here (docs/decisions/0035). */}
          <ProfileText
            {...fields}
            name="mainPhone"
            label={t("adminCompany.contact.mainPhone")}
            type="tel"
            maxLength={30}
            hint={t("adminCompany.contact.mainPhoneHint")}
          />
          <ProfileText
            {...fields}
            name="fax"
            label={t("adminCompany.contact.fax")}
            type="tel"
            maxLength={30}
            hint={t("adminCompany.contact.faxHint")}
          />
          <ProfileText
            {...fields}
            name="aboutExtension"
            label={t("adminCompany.contact.aboutExtension")}
            maxLength={6}
            optional
            hint={t("adminCompany.contact.aboutExtensionHint")}
          />
          <ProfileText
            {...fields}
            name="emergencyPhone"
            label={t("adminCompany.contact.emergencyPhone")}
            type="tel"
            maxLength={30}
            hint={t("adminCompany.contact.emergencyPhoneHint")}
          />
          <ProfileText
            {...fields}
            name="email"
            label={t("adminCompany.contact.email")}
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
          <ProfileText
            {...fields}
            name="hrEmail"
            label={t("adminCompany.contact.hrEmail")}
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
          <ProfileText
            {...fields}
            name="hrExtension"
            label={t("adminCompany.contact.hrExtension")}
            maxLength={6}
            optional
            hint={t("adminCompany.contact.hrExtensionHint")}
          />
          <ProfileText
            {...fields}
            name="leadInbox"
            label={t("adminCompany.contact.leadInbox")}
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
            hint={t("adminCompany.contact.leadInboxHint")}
          />
          <ProfileText
            {...fields}
            name="quoteFormUrl"
            label={t("adminCompany.contact.quoteFormUrl")}
            type="url"
            maxLength={2000}
            className="md:col-span-2"
          />
        </ProfileSectionForm>
        <ProfileSectionForm
          {...section}
          name="offices"
          title={t("adminCompany.offices.title")}
          saveLabel={t("adminCompany.offices.save")}
          preview
          hint={t("adminCompany.offices.hint")}
        >
          <OfficeRows {...fields} rows={page.rows.offices} />
        </ProfileSectionForm>
        <ProfileSectionForm
          {...section}
          name="licenses"
          title={t("adminCompany.licenses.title")}
          saveLabel={t("adminCompany.licenses.save")}
          preview
          hint={t("adminCompany.licenses.hint")}
        >
          <Rows
            {...rowFields}
            group="licenses"
            rows={page.rows.licenses}
            columns={columns.licenses}
          />
        </ProfileSectionForm>
        <ProfileSectionForm
          {...section}
          name="identifiers"
          title={t("adminCompany.identifiers.title")}
          saveLabel={t("adminCompany.identifiers.save")}
          hint={t("adminCompany.identifiers.hint")}
        >
          <ProfileText
            {...fields}
            name="dirNumber"
            label={t("adminCompany.identifiers.dirNumber")}
            hint={t("adminCompany.identifiers.dirNumberHint")}
            maxLength={10}
            inputMode="numeric"
            optional
          />
          <ProfileText
            {...fields}
            name="dirExpires"
            label={t("adminCompany.identifiers.dirExpires")}
            type="date"
            optional
          />
          <ProfileText
            {...fields}
            name="uei"
            label={t("adminCompany.identifiers.uei")}
            maxLength={12}
            optional
          />
          <ProfileText
            {...fields}
            name="cage"
            label={t("adminCompany.identifiers.cage")}
            maxLength={5}
            optional
          />
          <TextAreaField
            idPrefix="company"
            name="naicsCodes"
            label={t("adminCompany.identifiers.naicsCodes")}
            hint={t("adminCompany.identifiers.naicsCodesHint")}
            rows={3}
            maxLength={200}
            optional
            error={fields.errors.naicsCodes}
            defaultValue={fields.values.naicsCodes}
          />
          <TextAreaField
            idPrefix="company"
            name="remittanceAddress"
            label={t("adminCompany.identifiers.remittanceAddress")}
            hint={t("adminCompany.identifiers.remittanceAddressHint")}
            rows={4}
            maxLength={420}
            optional
            error={fields.errors.remittanceAddress}
            defaultValue={fields.values.remittanceAddress}
          />
        </ProfileSectionForm>
        <ProfileSectionForm
          {...section}
          name="certifications"
          title={t("adminCompany.certifications.title")}
          saveLabel={t("adminCompany.certifications.save")}
          hint={t("adminCompany.certifications.hint")}
        >
          <Rows
            {...rowFields}
            group="certifications"
            rows={page.rows.certifications}
            columns={columns.certifications}
          />
        </ProfileSectionForm>
        <ProfileSectionForm
          {...section}
          name="insurance"
          title={t("adminCompany.insurance.title")}
          saveLabel={t("adminCompany.insurance.save")}
          hint={t("adminCompany.insurance.hint")}
        >
          <Rows
            {...rowFields}
            group="insurance"
            rows={page.rows.insurance}
            columns={columns.insurance}
          />
        </ProfileSectionForm>
        <ProfileSectionForm
          {...section}
          name="reach"
          title={t("adminCompany.reach.title")}
          saveLabel={t("adminCompany.reach.save")}
        >
          <TextAreaField
            idPrefix="company"
            name="statesServed"
            label={t("adminCompany.reach.statesServed")}
            hint={t("adminCompany.reach.statesServedHint")}
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
            columns={columns.socialLinks}
          />
        </ProfileSectionForm>
        <ProfileSectionForm
          {...section}
          name="onCall"
          title={t("adminCompany.onCall.title")}
          saveLabel={t("adminCompany.onCall.save")}
        >
          {/* The service desk's emergencies and their escalation (docs/service-desk.md#clocks). */}
          <ProfileText
            {...fields}
            name="onCallEmail"
            label={t("adminCompany.onCall.onCallEmail")}
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
            optional
            hint={t("adminCompany.onCall.onCallEmailHint")}
          />
          <ProfileText
            {...fields}
            name="escalationEmail"
            label={t("adminCompany.onCall.escalationEmail")}
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
            optional
            hint={t("adminCompany.onCall.escalationEmailHint")}
          />
          <ProfileText
            {...fields}
            name="escalationMinutes"
            label={t("adminCompany.onCall.escalationMinutes")}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ESCALATION_MINUTES}
            hint={t("adminCompany.onCall.escalationMinutesHint")}
          />
        </ProfileSectionForm>
      </div>
      <W9Section current={page.w9} answer={page.w9Form} busy={busy} />
    </AdminShell>
  );
}

type RowGroup = "licenses" | "certifications" | "insurance" | "socialLinks";

/** The inputs of each row of the profile's repeatable groups. */
function rowColumns(t: Translator["t"]): Record<RowGroup, RowColumn[]> {
  const number = t("adminCompany.rows.number");
  const expires = t("adminCompany.rows.expires");
  return {
    licenses: [
      { name: "name", label: t("adminCompany.licenses.name"), maxLength: 80 },
      { name: "number", label: number, maxLength: 40, optional: true },
      {
        name: "classification",
        label: t("adminCompany.licenses.classification"),
        maxLength: 20,
        optional: true,
      },
      {
        name: "state",
        label: t("adminCompany.licenses.state"),
        hint: t("adminCompany.licenses.stateHint"),
        maxLength: 2,
        optional: true,
      },
      { name: "expires", label: expires, type: "date", optional: true },
    ],
    certifications: [
      { name: "name", label: t("adminCompany.certifications.name"), maxLength: 80 },
      { name: "number", label: number, maxLength: 40, optional: true },
      { name: "expires", label: expires, type: "date", optional: true },
    ],
    insurance: [
      {
        name: "kind",
        label: t("adminCompany.insurance.kind"),
        hint: t("adminCompany.insurance.kindHint"),
        maxLength: 60,
      },
      { name: "carrier", label: t("adminCompany.insurance.carrier"), maxLength: 80 },
      {
        name: "perOccurrence",
        label: t("adminCompany.insurance.perOccurrence"),
        inputMode: "numeric",
        maxLength: 16,
      },
      {
        name: "aggregate",
        label: t("adminCompany.insurance.aggregate"),
        inputMode: "numeric",
        maxLength: 16,
      },
      { name: "expires", label: expires, type: "date", optional: true },
    ],
    socialLinks: [
      {
        name: "label",
        label: t("adminCompany.reach.profileName"),
        maxLength: 40,
        optional: true,
      },
      {
        name: "url",
        label: t("adminCompany.reach.profileAddress"),
        type: "url",
        maxLength: 2000,
        optional: true,
      },
    ],
  };
}
