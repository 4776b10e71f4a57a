import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { SelectField, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import type { ClientAnswer } from "../../clients/client-forms.server";
import type { ContactRow } from "../../clients/client-page.server";
import { SERVICE_LIMITS as LIMITS } from "../../service.validation";
import { buttonClass, PAGE_FORM, smallButtonClass, typedFor } from "./client-form";

/** A contact's fields as its form shows them (not the link's state). */
function formValuesOf({ link: _link, linkWorks: _works, ...fields }: ContactRow) {
  return fields;
}

/** A new contact's form, or (with `contact`) one contact's, folded under "Edit" until its errors show. */
export function ContactForm({ contact, answer }: { contact?: ContactRow; answer?: ClientAnswer }) {
  const t = useT();
  const typed = typedFor(answer, "contact", contact?.id);
  const values: Record<string, string> = typed.values ?? (contact ? formValuesOf(contact) : {});
  const idPrefix = contact ? `contact-${contact.id}` : "new-contact";
  const field = (name: string) => ({
    idPrefix,
    name,
    defaultValue: values[name] ?? "",
    error: typed.errors[name],
  });
  const form = (
    <AnswerForm
      answerTo={PAGE_FORM}
      answer={typed.reset}
      className="mt-3 grid gap-3 md:grid-cols-2"
      noValidate
    >
      <input type="hidden" name="intent" value={contact ? "save-contact" : "add-contact"} />
      {contact ? <input type="hidden" name="recordId" value={contact.id} /> : null}
      {typed.own ? (
        <div className="md:col-span-2">
          <FormAnswer form={PAGE_FORM} answer={typed.own} className="" />
        </div>
      ) : null}
      <TextField
        {...field("name")}
        label={t("adminService.client.contacts.name")}
        maxLength={LIMITS.name}
      />
      <TextField
        {...field("email")}
        type="email"
        label={t("adminService.client.contacts.email")}
        maxLength={LIMITS.email}
      />
      <TextField
        {...field("phone")}
        type="tel"
        optional
        label={t("adminService.client.contacts.phone")}
        maxLength={LIMITS.phone}
      />
      <SelectField {...field("language")} label={t("adminService.client.contacts.language")}>
        <option value="en">{t("adminService.client.languages.en")}</option>
        <option value="es">{t("adminService.client.languages.es")}</option>
      </SelectField>
      <TextField
        {...field("sites")}
        optional
        label={t("adminService.client.contacts.sites")}
        hint={t("adminService.client.contacts.sitesHint")}
        maxLength={LIMITS.siteList}
        className="md:col-span-2"
      />
      <div className="md:col-span-2">
        <button type="submit" className={contact ? smallButtonClass : buttonClass}>
          {contact ? t("adminService.client.contacts.save") : t("adminService.client.contacts.add")}
        </button>
      </div>
    </AnswerForm>
  );
  if (!contact) {
    return (
      <div className="mt-8">
        <h3 className="font-semibold text-navy-900">
          {t("adminService.client.contacts.addTitle")}
        </h3>
        {form}
      </div>
    );
  }
  return (
    <details open={typed.values !== undefined} className="min-w-0 flex-1">
      <summary className={`${smallButtonClass} inline-block cursor-pointer`}>
        {t("adminService.client.contacts.edit", { name: contact.name })}
      </summary>
      {form}
    </details>
  );
}
