import { AnswerForm } from "~/forms/AnswerForm";
import { askButton, ConfirmAction } from "~/forms/ConfirmAction";
import { labelOf, type Translator } from "~/i18n/translator";
import type { RecordColumn } from "~/ui/AdminTable";
import type { ClientAnswer } from "../../clients/client-forms.server";
import type { ContactRow } from "../../clients/client-page.server";
import { CONTACT_LANGUAGE_KEYS } from "../../desk/office-labels";
import { ContactForm } from "./ContactForm";
import { PAGE_FORM, smallButtonClass } from "./client-form";
import { RemoveButton } from "./RemoveButton";

/** The contacts' table: each row with its link's state and actions, its edit form and its removal. */
export function contactColumns(
  t: Translator["t"],
  answer?: ClientAnswer,
): RecordColumn<ContactRow>[] {
  return [
    {
      label: t("adminClients.contacts.name"),
      card: "title",
      cell: (contact) => contact.name,
    },
    {
      label: t("adminClients.contacts.email"),
      cell: (contact) => <span className="break-all">{contact.email}</span>,
    },
    { label: t("adminClients.contacts.phone"), cell: (contact) => contact.phone || "—" },
    {
      label: t("adminClients.contacts.language"),
      cell: (contact) => labelOf(t, CONTACT_LANGUAGE_KEYS, contact.language),
    },
    {
      label: t("adminClients.contacts.sites"),
      cell: (contact) => contact.sites || t("adminClients.contacts.allSites"),
    },
    {
      label: t("adminClients.contacts.link"),
      cell: (contact) => (
        <div className="space-y-2">
          <p className="text-sm">{contact.link}</p>
          <div className="flex flex-wrap gap-2">
            <AnswerForm answerTo={PAGE_FORM}>
              <input type="hidden" name="intent" value="send-link" />
              <input type="hidden" name="recordId" value={contact.id} />
              <button
                type="submit"
                className={smallButtonClass}
                aria-label={t("adminClients.contacts.sendLinkLabel", { name: contact.name })}
              >
                {t("adminClients.contacts.sendLink")}
              </button>
            </AnswerForm>
            {contact.linkWorks ? (
              <ConfirmAction
                label={t("adminClients.contacts.revokeLink")}
                accessibleLabel={t("adminClients.contacts.revokeLinkLabel", {
                  name: contact.name,
                })}
                question={t("adminClients.contacts.revokeQuestion", { name: contact.name })}
                consequence={t("adminClients.contacts.revokeConsequence")}
                confirmLabel={t("adminClients.contacts.revokeConfirm")}
                intent="revoke-link"
                fields={{ recordId: contact.id }}
                answerTo={PAGE_FORM}
                triggerClassName={`${askButton} py-1.5`}
              />
            ) : null}
          </div>
        </div>
      ),
    },
    {
      label: t("adminClients.actions"),
      hideLabel: true,
      card: "actions",
      cell: (contact) => (
        <div className="flex flex-wrap items-start gap-2">
          <ContactForm contact={contact} answer={answer} />
          <RemoveButton
            intent="remove-contact"
            recordId={contact.id}
            label={t("adminClients.contacts.removeLabel", { name: contact.name })}
            question={t("adminClients.contacts.removeQuestion", { name: contact.name })}
            consequence={t("adminClients.contacts.removeConsequence")}
            confirmLabel={t("adminClients.contacts.removeConfirm")}
          />
        </div>
      ),
    },
  ];
}
