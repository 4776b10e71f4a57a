import type { AuditActor } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { FILE_KINDS, fileUrl } from "~/files/kinds";
import { removeFilesOf, saveFile } from "~/files/store.server";
import { readSpooledFile, type Upload } from "~/files/upload.server";
import { CONFIRM_FIELD, isConfirmed, NOT_CONFIRMED } from "~/forms/confirm";
import type { FieldErrors, FormValues } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { type CompanyFacts, companyFacts } from "../facts";
import { LOGO_MAX_BYTES, LOGO_MESSAGES, type LogoMessage } from "../images/logo";
import { processLogo } from "../images/logo.server";
import type { LogoChange } from "../profile.server";
import type { CompanyStore } from "../store.server";
import {
  type FormRows,
  formRows,
  profileFormValues,
  readProfileForm,
  sectionKeys,
} from "./profile-form.server";
import { PROFILE_SECTIONS, type ProfileSection } from "./profile-sections";

/** The office's answers are in English (docs/decisions/0096), from `adminCompany`. */
const { t } = serverTranslator("en");

/** What the profile page shows: the form's values and rows, and a preview when asked. */
export interface ProfilePageData {
  ok: boolean;
  message?: string;
  /** The section the answer (message, errors, preview) belongs to; none: the whole page. */
  section?: ProfileSection;
  errors: FieldErrors;
  values: FormValues;
  rows: FormRows;
  version: number;
  /** Each section's stored values in short: its form resets when they change (`sectionKeys`). */
  keys: Record<ProfileSection, string>;
  /** The current logo's address; null: the drawn mark. */
  logo: string | null;
  preview?: CompanyFacts;
  /** Said beside the logo's field when a good file was chosen but the form was refused. */
  logoNote?: string;
  /** The logo chosen for the preview, as a data: address (not stored yet). */
  previewLogo?: string;
  /** The current W-9: its address, name and tax year; null when none is uploaded. */
  w9: CurrentW9 | null;
  /** The answer to the W-9's own form, when that was posted. */
  w9Form?: W9FormAnswer;
}

export interface CurrentW9 {
  url: string;
  name: string;
  taxYear: number;
}

export interface W9FormAnswer {
  ok: boolean;
  message: string;
  errors: { w9?: string; taxYear?: string };
  taxYear: string;
}

function currentW9(store: CompanyStore): CurrentW9 | null {
  const w9 = store.current().profile.w9;
  return w9 ? { url: fileUrl({ id: w9.fileId, name: w9.name }), ...w9 } : null;
}

export function profilePage(store: CompanyStore): ProfilePageData {
  const { profile, version } = store.current();
  const values = profileFormValues(profile);
  const logo = store.facts().images.logo;
  return {
    ok: true,
    errors: {},
    values,
    rows: formRows(values),
    version,
    keys: sectionKeys(values),
    logo,
    w9: currentW9(store),
  };
}

/** The stored profile's section keys: what the page's forms are drawn from. */
function storedKeys(store: CompanyStore) {
  return sectionKeys(profileFormValues(store.current().profile));
}

/** The inputs of the W-9's form beside its file (`w9`). */
export const W9_FORM = {
  kind: "company-w9",
  fileField: "w9",
  fields: ["taxYear", "w9Intent", CONFIRM_FIELD],
} as const;
export const W9_OWNER = "company";

/** A W-9's tax year: this year, the next, or an earlier one back to 2000. */
function taxYearProblem(text: string, now: Date): string | null {
  if (!/^\d{4}$/.test(text.trim())) return t("admin.company.w9.taxYearFormat");
  const year = Number(text);
  if (year < 2000 || year > now.getUTCFullYear() + 1) {
    return t("admin.company.w9.taxYearRange", { latest: String(now.getUTCFullYear() + 1) });
  }
  return null;
}

/**
 * Answers the W-9's form: a new PDF (bounded and recognised by app/files) stored with its tax
 * year, replacing the previous one; or "remove". The profile keeps the file's id, so the save is
 * audited like any other change of the profile. Any problem: nothing stored, the reason beside
 * the field, the tax year typed given back.
 */
export async function answerW9Form(
  store: CompanyStore,
  db: Database,
  actor: AuditActor,
  upload: Upload,
  now = new Date(),
): Promise<{ status: number; page: ProfilePageData }> {
  const taxYear = (upload.fields.taxYear ?? "").trim();
  const answer = (status: number, w9Form: W9FormAnswer) => ({
    status,
    page: { ...profilePage(store), w9Form },
  });
  const refused = (status: number, errors: W9FormAnswer["errors"]) =>
    answer(status, { ok: false, message: t("admin.company.w9.notSaved"), errors, taxYear });
  if (!upload.ok) return refused(upload.status, { w9: upload.message });
  const { profile } = store.current();
  if (upload.fields.w9Intent === "remove") {
    // A removal asks first (docs/decisions/0076); the profile's audit entry names "w9".
    if (!isConfirmed(new Map(Object.entries(upload.fields)))) {
      return answer(400, { ok: false, message: NOT_CONFIRMED, errors: {}, taxYear });
    }
    if (!profile.w9) return refused(400, { w9: t("admin.company.w9.noneToRemove") });
    await store.save({ ...profile, w9: null }, actor);
    await removeFilesOf(db, W9_OWNER, "company-w9");
    const message = t("admin.company.w9.removed");
    return answer(200, { ok: true, message, errors: {}, taxYear: "" });
  }
  const errors: W9FormAnswer["errors"] = {};
  if (!upload.file) {
    errors.w9 = t("admin.company.w9.choose", { accepts: FILE_KINDS["company-w9"].accepts });
  }
  const yearProblem = taxYearProblem(taxYear, now);
  if (yearProblem) errors.taxYear = yearProblem;
  if (!upload.file || yearProblem) return refused(400, errors);
  const stored = await saveFile(db, await readSpooledFile(upload.file), W9_OWNER, actor.id);
  try {
    await store.save(
      { ...profile, w9: { fileId: stored.id, name: stored.name, taxYear: Number(taxYear) } },
      actor,
    );
  } catch (error) {
    await removeFilesOf(db, W9_OWNER, "company-w9", profile.w9?.fileId);
    throw error;
  }
  await removeFilesOf(db, W9_OWNER, "company-w9", stored.id);
  return answer(200, {
    ok: true,
    message: t("admin.company.w9.saved", { taxYear }),
    errors: {},
    taxYear: "",
  });
}

/**
 * A profile form whose body was not read (over its limit, or not a readable form): the stored
 * values, and the reason beside the logo's field, where the file that caused it was chosen.
 */
export function unreadProfileForm(store: CompanyStore, message: LogoMessage): ProfilePageData {
  return {
    ...profilePage(store),
    // Only the logo makes a body that large, and only its section carries one.
    section: "identity",
    ok: false,
    message: t("admin.company.answer.invalid"),
    errors: { logo: t(message) },
  };
}

type LogoUpload =
  | { ok: true; change: LogoChange; png?: Buffer }
  | { ok: false; message: LogoMessage };

/** The form's logo: a new file (checked and re-encoded), "remove", or nothing (kept as is). */
async function readLogoUpload(form: FormData): Promise<LogoUpload> {
  const file = form.get("logo");
  if (file instanceof File && file.size > 0) {
    // Refused before its bytes are read into another copy.
    if (file.size > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
    const processed = await processLogo(new Uint8Array(await file.arrayBuffer()));
    if (!processed.ok) return processed;
    return { ok: true, change: processed.logo.png, png: processed.logo.png };
  }
  return { ok: true, change: form.get("removeLogo") ? null : undefined };
}

/** The section a form names (`section`); undefined when it names none, null when unknown. */
function postedSection(form: FormData): ProfileSection | undefined | null {
  const named = form.get("section");
  if (named === null) return undefined;
  return PROFILE_SECTIONS.find((section) => section === named) ?? null;
}

/**
 * Answers a section of the profile form (its fields only; a body naming no section carries the
 * whole profile): "preview" checks and shows the result without saving; "save" checks, stores
 * with its audit entry and refreshes the pages. Any error: nothing saved, every message beside
 * its field, everything typed given back, in the section that was sent.
 */
export async function answerProfileForm(
  store: CompanyStore,
  actor: AuditActor,
  form: FormData,
): Promise<{ status: number; page: ProfilePageData }> {
  const section = postedSection(form);
  if (section === null) {
    return {
      status: 400,
      page: {
        ...profilePage(store),
        ok: false,
        message: t("admin.company.answer.unknownSection"),
      },
    };
  }
  const stored = store.current().profile;
  const { values, result } = readProfileForm(form, {
    w9: stored.w9,
    section: section ? { name: section, stored } : undefined,
  });
  // The logo is the identity's: another section's form carries none.
  const upload: LogoUpload =
    section === undefined || section === "identity"
      ? await readLogoUpload(form)
      : { ok: true, change: undefined };
  const version = store.current().version;
  const logo = store.facts().images.logo;
  const keys = storedKeys(store);
  if (!result.ok || !upload.ok) {
    const errors = { ...(result.ok ? {} : result.errors) };
    if (!upload.ok) errors.logo = t(upload.message);
    return {
      status: 400,
      page: {
        ok: false,
        message: t("admin.company.answer.invalid"),
        section,
        errors,
        values,
        rows: formRows(values),
        version,
        keys,
        logo,
        w9: currentW9(store),
        // A browser cannot give a chosen file back: say so beside the field.
        logoNote: upload.ok && upload.png ? t(LOGO_MESSAGES.chooseAgain) : undefined,
      },
    };
  }
  if (form.get("intent") === "preview") {
    return {
      status: 200,
      page: {
        ok: true,
        message: t("admin.company.answer.preview"),
        section,
        errors: {},
        values,
        rows: formRows(values),
        version,
        keys,
        logo,
        w9: currentW9(store),
        preview: companyFacts(result.profile),
        previewLogo: upload.png
          ? `data:image/png;base64,${upload.png.toString("base64")}`
          : undefined,
      },
    };
  }
  const saved = await store.save(result.profile, actor, upload.change, { keep: ["w9"] });
  const savedValues = profileFormValues(saved.profile);
  return {
    status: 200,
    page: {
      ok: true,
      message: t("admin.company.answer.saved"),
      section,
      errors: {},
      values: savedValues,
      rows: formRows(savedValues),
      version: saved.version,
      keys: sectionKeys(savedValues),
      logo: store.facts().images.logo,
      w9: currentW9(store),
    },
  };
}
