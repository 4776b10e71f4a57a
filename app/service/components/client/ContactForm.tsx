import { SelectField, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import type { ClientAnswer } from "../../clients/client-forms.server";
import type { ContactRow } from "../../clients/client-page.server";
import { SERVICE_LIMITS as LIMITS } from "../../service.validation";
import { RecordForm } from "./RecordForm";

/** A contact's fields as its form shows them (not the link's state). */
function formValuesOf({ link: _link, linkWorks: _works, ...fields }: ContactRow) {
  return fields;
}

/** A new contact's form, or (with `contact`) one contact's, folded under "Edit" until its errors show. */
export function ContactForm({ contact, answer }: { contact?: ContactRow; answer?: ClientAnswer }) {
  const t = useT();
  return (
    <RecordForm
      form="contact"
      recordId={contact?.id}
      stored={contact ? formValuesOf(contact) : undefined}
      answer={answer}
      labels={{
        addTitle: t("adminClients.contacts.addTitle"),
        add: t("adminClients.contacts.add"),
        edit: contact ? t("adminClients.contacts.edit", { name: contact.name }) : "",
        save: t("adminClients.contacts.save"),
      }}
    >
      {(field) => (
        <>
          <TextField
            {...field("name")}
            label={t("adminClients.contacts.name")}
            maxLength={LIMITS.name}
          />
          <TextField
            {...field("email")}
            type="email"
            label={t("adminClients.contacts.email")}
            maxLength={LIMITS.email}
          />
          <TextField
            {...field("phone")}
            type="tel"
            optional
            label={t("adminClients.contacts.phone")}
            maxLength={LIMITS.phone}
          />
          <SelectField {...field("language")} label={t("adminClients.contacts.language")}>
            <option value="en">{t("adminClients.languages.en")}</option>
            <option value="es">{t("adminClients.languages.es")}</option>
          </SelectField>
          <TextField
            {...field("sites")}
            optional
            label={t("adminClients.contacts.sites")}
            hint={t("adminClients.contacts.sitesHint")}
            maxLength={LIMITS.siteList}
            className="md:col-span-2"
          />
        </>
      )}
    </RecordForm>
  );
}
