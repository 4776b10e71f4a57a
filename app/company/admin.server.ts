import type { AuditActor } from "~/audit/audit.server";
import type { FieldErrors, FormValues } from "~/forms/result";
import { type CompanyFacts, companyFacts } from "./facts";
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
  preview?: CompanyFacts;
}

export function profilePage(store: CompanyStore): ProfilePageData {
  const { profile, version } = store.current();
  const values = profileFormValues(profile);
  return { ok: true, errors: {}, values, rows: formRows(values), version };
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
  const version = store.current().version;
  if (!result.ok) {
    return {
      status: 400,
      page: {
        ok: false,
        message: "Nothing was saved: correct the fields marked below.",
        errors: result.errors,
        values,
        rows: formRows(values),
        version,
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
        preview: companyFacts(result.profile),
      },
    };
  }
  const saved = await store.save(result.profile, actor);
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
    },
  };
}
