import type { AppLoadContext } from "react-router";
import type { AuditActor } from "~/audit/audit.server";
import { isConfirmed, NOT_CONFIRMED } from "~/forms/confirm";
import { checkFields, type FormFields, readTextFields } from "~/forms/form.server";
import type { FieldErrors, FormValues } from "~/forms/result";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { translateMessage } from "~/i18n/translator";
import { MAX_PRIORITIES, type Priority } from "../service";
import { clientSchema, contactSchema, prioritiesSchema, siteSchema } from "../service.validation";
import {
  createClient,
  removeContact,
  removeSite,
  saveContact,
  saveSite,
  updateClient,
} from "./clients.server";
import { revokeLinkOf, sendContactLink } from "./contact-link-office.server";
import { type ImportError, importSites, type SiteImportResult } from "./site-import.server";
import { SITE_IMPORT_LIMITS } from "./site-import-limits";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/**
 * The forms of the clients pages (docs/service-desk.md#clients): each intent checked, applied and
 * answered with a message, or refused with its errors beside what was typed.
 */

/** Which form of the page an answer is about, so that its errors show beside it. */
export type ClientForm = "create" | "terms" | "site" | "contact" | "import" | "remove";

export type ClientAnswer =
  | { ok: true; message: string }
  | {
      ok: false;
      form: ClientForm;
      /** The record edited (a site's or contact's id), so its own form shows the errors. */
      recordId?: string;
      message?: string;
      errors: FieldErrors;
      values: FormValues;
      importErrors?: { line: string; message: string }[];
    };

const refused = (
  form: ClientForm,
  values: FormValues,
  errors: FieldErrors,
  message?: string,
  recordId?: string,
) => ({
  status: 400,
  answer: {
    ok: false,
    form,
    // Admin screens say the schema's keys in English.
    errors: translateMessages("en", errors),
    values,
    ...(message ? { message } : {}),
    ...(recordId ? { recordId } : {}),
  } as ClientAnswer,
});

const accepted = (message: string) => ({
  status: 200,
  answer: { ok: true, message } as ClientAnswer,
});

const notFound = (form: ClientForm) => ({
  status: 404,
  answer: {
    ok: false,
    form,
    errors: {},
    values: {},
    message: t("adminClients.notFound"),
  } as ClientAnswer,
});

const CLIENT_FIELDS = ["name", "poRequired", "defaultNte"] as const;
const SITE_FIELDS = ["siteNumber", "name", "address", "timeZone"] as const;
const CONTACT_FIELDS = ["name", "email", "phone", "language", "sites"] as const;
const PRIORITY_FIELDS = ["priorityName", "respond", "onSite", "complete"] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list page's one form: a new client. Its id, when created. */
export async function answerNewClient(
  context: AppLoadContext,
  actor: AuditActor,
  form: FormFields,
): Promise<{ status: number; answer: ClientAnswer; clientId?: string }> {
  const checked = checkFields(clientSchema, readTextFields(form, CLIENT_FIELDS));
  if (!checked.ok) return refused("create", checked.values, checked.errors);
  const clientId = await createClient(context.database.db, actor, checked.data);
  return { ...accepted(checked.data.name), clientId };
}

/** The priority rows typed (priorityName0, respond0…); rows left wholly empty are dropped. */
function readPriorities(form: FormFields) {
  const values: FormValues = {};
  const rows: { index: number; row: Record<string, string> }[] = [];
  for (let index = 0; index < MAX_PRIORITIES; index++) {
    const row = readTextFields(
      form,
      PRIORITY_FIELDS.map((field) => `${field}${index}`),
    );
    Object.assign(values, row);
    if (Object.values(row).every((value) => value.trim() === "")) continue;
    rows.push({ index, row });
  }
  return { values, rows };
}

function checkPriorities(form: FormFields) {
  const { values, rows } = readPriorities(form);
  const errors: FieldErrors = {};
  const priorities: Priority[] = [];
  for (const { index, row } of rows) {
    const parsed = checkFields(prioritiesSchema.element, {
      name: row[`priorityName${index}`] ?? "",
      respondMinutes: row[`respond${index}`] ?? "",
      onSiteMinutes: row[`onSite${index}`] ?? "",
      completeMinutes: row[`complete${index}`] ?? "",
    });
    if (!parsed.ok) {
      const names = {
        name: "priorityName",
        respondMinutes: "respond",
        onSiteMinutes: "onSite",
        completeMinutes: "complete",
      } as Record<string, string>;
      for (const [field, key] of Object.entries(parsed.errors))
        errors[`${names[field]}${index}`] = key;
      continue;
    }
    priorities.push(parsed.data);
  }
  if (Object.keys(errors).length === 0) {
    const whole = prioritiesSchema.safeParse(priorities);
    if (!whole.success) errors.priorityName0 = whole.error.issues[0]!.message;
  }
  return { values, errors, priorities };
}

/** The client page's forms: terms, a site or contact added, changed or removed, an import. */
export async function answerClientForm(
  context: AppLoadContext,
  actor: AuditActor,
  clientId: string,
  form: FormFields,
): Promise<{ status: number; answer: ClientAnswer }> {
  const db = context.database.db;
  const { intent, recordId } = readTextFields(form, ["intent", "recordId"]);
  const record = UUID.test(recordId) ? recordId : undefined;
  // A removal asks first (docs/decisions/0076); each writes its audit entry.
  if (
    (intent === "remove-site" || intent === "remove-contact" || intent === "revoke-link") &&
    !isConfirmed(form)
  ) {
    return refused("remove", {}, {}, NOT_CONFIRMED);
  }
  switch (intent) {
    case "terms": {
      const checked = checkFields(clientSchema, readTextFields(form, CLIENT_FIELDS));
      const priorities = checkPriorities(form);
      const values = { ...checked.values, ...priorities.values };
      const errors = { ...(checked.ok ? {} : checked.errors), ...priorities.errors };
      if (!checked.ok || Object.keys(errors).length > 0) return refused("terms", values, errors);
      const saved = await updateClient(db, actor, clientId, checked.data, priorities.priorities);
      return saved ? accepted(t("adminClients.terms.saved")) : notFound("terms");
    }
    case "add-site":
    case "save-site": {
      const editing = intent === "save-site" ? record : undefined;
      if (intent === "save-site" && !editing) return notFound("site");
      const checked = checkFields(siteSchema, readTextFields(form, SITE_FIELDS));
      if (!checked.ok) return refused("site", checked.values, checked.errors, undefined, editing);
      const outcome = await saveSite(db, actor, clientId, checked.data, editing);
      if (outcome === "missing") return notFound("site");
      if (outcome === "duplicate") {
        return refused("site", checked.values, {}, t("adminClients.sites.duplicate"), editing);
      }
      const number = checked.data.siteNumber;
      return accepted(
        editing
          ? t("adminClients.sites.saved", { number })
          : t("adminClients.sites.added", { number }),
      );
    }
    case "remove-site": {
      if (!record) return notFound("remove");
      const outcome = await removeSite(db, actor, clientId, record);
      if (outcome === "missing") return notFound("remove");
      if (outcome === "in-use") return refused("remove", {}, {}, t("adminClients.sites.inUse"));
      return accepted(t("adminClients.sites.removed"));
    }
    case "add-contact":
    case "save-contact": {
      const editing = intent === "save-contact" ? record : undefined;
      if (intent === "save-contact" && !editing) return notFound("contact");
      const checked = checkFields(contactSchema, readTextFields(form, CONTACT_FIELDS));
      if (!checked.ok)
        return refused("contact", checked.values, checked.errors, undefined, editing);
      const saved = await saveContact(db, actor, clientId, checked.data, editing);
      if (saved.outcome === "missing") return notFound("contact");
      if (saved.outcome === "duplicate") {
        return refused(
          "contact",
          checked.values,
          {},
          t("adminClients.contacts.duplicate"),
          editing,
        );
      }
      if (saved.outcome === "unknown-sites") {
        return refused(
          "contact",
          checked.values,
          {},
          t("adminClients.contacts.unknownSites", {
            numbers: (saved.unknown ?? []).join(", "),
          }),
          editing,
        );
      }
      const name = checked.data.name;
      return accepted(
        editing
          ? t("adminClients.contacts.saved", { name })
          : t("adminClients.contacts.added", { name }),
      );
    }
    case "remove-contact": {
      if (!record || !(await removeContact(db, actor, clientId, record))) return notFound("remove");
      return accepted(t("adminClients.contacts.removed"));
    }
    case "send-link":
    case "revoke-link": {
      if (!record) return notFound("remove");
      const outcome =
        intent === "send-link"
          ? await sendContactLink(context, actor, clientId, record)
          : await revokeLinkOf(db, actor, clientId, record);
      if (!outcome) return notFound("remove");
      return accepted(
        intent === "send-link"
          ? t("adminClients.contacts.linkSent", { name: outcome })
          : t("adminClients.contacts.linkRevoked", { name: outcome }),
      );
    }
    case "import":
      return answerImport(context, actor, clientId, form);
    default:
      return refused("remove", {}, {}, t("adminClients.unknownAction"));
  }
}

async function answerImport(
  context: AppLoadContext,
  actor: AuditActor,
  clientId: string,
  form: FormFields,
): Promise<{ status: number; answer: ClientAnswer }> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return refused("import", {}, {}, t("adminClients.importSites.noFile"));
  }
  // A file over the limit is refused unread.
  const result: SiteImportResult =
    file.size > SITE_IMPORT_LIMITS.bytes
      ? { ok: false, errors: [{ line: 0, message: "service.import.tooLarge" }] }
      : await importSites(context.database.db, actor, clientId, await file.text());
  if (result.ok)
    return accepted(
      t("adminClients.importSites.done", { added: result.added, updated: result.updated }),
    );
  return {
    status: 400,
    answer: {
      ok: false,
      form: "import",
      errors: {},
      values: {},
      message: t("adminClients.importSites.refused"),
      importErrors: importErrorLines(result.errors),
    },
  };
}

/** The refused lines as the page lists them, in English, at most a screenful. */
function importErrorLines(errors: ImportError[]) {
  const translator = serverTranslator("en");
  return errors.slice(0, 50).map((error) => ({
    line: t("adminClients.importSites.line", { line: error.line }),
    message: translateMessage(translator, error.message, { line: String(error.earlier ?? "") }),
  }));
}
