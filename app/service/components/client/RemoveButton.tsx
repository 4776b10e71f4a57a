import { askButton, ConfirmAction } from "~/forms/ConfirmAction";
import { useT } from "~/i18n/I18nContext";
import { PAGE_FORM } from "./client-form";

/** A site's or contact's removal: it asks first, saying what will happen. */
export function RemoveButton({
  intent,
  recordId,
  label,
  question,
  consequence,
  confirmLabel,
}: {
  intent: string;
  recordId: string;
  label: string;
  question: string;
  consequence: string;
  confirmLabel: string;
}) {
  const t = useT();
  return (
    <ConfirmAction
      label={t("adminClients.sites.remove")}
      accessibleLabel={label}
      question={question}
      consequence={consequence}
      confirmLabel={confirmLabel}
      intent={intent}
      fields={{ recordId }}
      answerTo={PAGE_FORM}
      triggerClassName={`${askButton} py-1.5`}
    />
  );
}
