import type { AuditActor } from "~/audit/audit.server";
import type { FieldErrors, FormValues } from "~/forms/result";
import { type CompanyFacts, companyFacts } from "./facts";
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from "./logo";
import { processLogo } from "./logo.server";
import type { LogoChange } from "./profile.server";
import { type FormRows, formRows, profileFormValues, readProfileForm } from "./profile-form.server";
import type { CompanyStore } from "./store.server";

/** What the profile page shows: the form's values and rows, and a preview when asked. */
export interface ProfilePageData {
  ok: boolean;
  message?: string;
  errors: FieldErrors;
  values: FormValues;
  rows: FormRows;
  version: number;
  /** The current logo's address; null: the drawn mark. */
  logo: string | null;
  preview?: CompanyFacts;
  /** Said beside the logo's field when a good file was chosen but the form was refused. */
  logoNote?: string;
  /** The logo chosen for the preview, as a data: address (not stored yet). */
  previewLogo?: string;
}

export function profilePage(store: CompanyStore): ProfilePageData {
  const { profile, version } = store.current();
  const values = profileFormValues(profile);
  const logo = store.facts().images.logo;
  return { ok: true, errors: {}, values, rows: formRows(values), version, logo };
}

/**
 * A profile form whose body was not read (over its limit, or not a readable form): the stored
 * values, and the reason beside the logo's field, where the file that caused it was chosen.
 */
export function unreadProfileForm(store: CompanyStore, message: string): ProfilePageData {
  return {
    ...profilePage(store),
    ok: false,
    message: "Nothing was saved: correct the fields marked below.",
    errors: { logo: message },
  };
}

type LogoUpload = { ok: true; change: LogoChange; png?: Buffer } | { ok: false; message: string };

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

/**
 * Answers the profile form: "preview" checks and shows the result without saving; "save" checks,
 * stores with its audit entry and refreshes the pages. Any error: nothing saved, every message
 * beside its field, everything typed given back.
 */
export async function answerProfileForm(
  store: CompanyStore,
  actor: AuditActor,
  form: FormData,
): Promise<{ status: number; page: ProfilePageData }> {
  const { values, result } = readProfileForm(form);
  const upload = await readLogoUpload(form);
  const version = store.current().version;
  const logo = store.facts().images.logo;
  if (!result.ok || !upload.ok) {
    const errors = { ...(result.ok ? {} : result.errors) };
    if (!upload.ok) errors.logo = upload.message;
    return {
      status: 400,
      page: {
        ok: false,
        message: "Nothing was saved: correct the fields marked below.",
        errors,
        values,
        rows: formRows(values),
        version,
        logo,
        // A browser cannot give a chosen file back: say so beside the field.
        logoNote: upload.ok && upload.png ? LOGO_MESSAGES.chooseAgain : undefined,
      },
    };
  }
  if (form.get("intent") === "preview") {
    return {
      status: 200,
      page: {
        ok: true,
        message: "Preview below: not saved yet.",
        errors: {},
        values,
        rows: formRows(values),
        version,
        logo,
        preview: companyFacts(result.profile),
        previewLogo: upload.png
          ? `data:image/png;base64,${upload.png.toString("base64")}`
          : undefined,
      },
    };
  }
  const saved = await store.save(result.profile, actor, upload.change);
  const savedValues = profileFormValues(saved.profile);
  return {
    status: 200,
    page: {
      ok: true,
      message: "Saved: every page shows the new profile now.",
      errors: {},
      values: savedValues,
      rows: formRows(savedValues),
      version: saved.version,
      logo: store.facts().images.logo,
    },
  };
}
