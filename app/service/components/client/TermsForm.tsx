import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import type { ClientAnswer } from "../../clients/client-forms.server";
import type { ClientTerms } from "../../clients/client-page.server";
import { MAX_PRIORITIES, windowText } from "../../service";
import { SERVICE_LIMITS as LIMITS } from "../../service.validation";
import { ClientBasicFields } from "./ClientBasicFields";
import { PAGE_FORM, typedFor } from "./client-form";

/** The client's terms: its name, default not-to-exceed, PO rule and priorities' windows. */
export function TermsForm({ client, answer }: { client: ClientTerms; answer?: ClientAnswer }) {
  const t = useT();
  const typed = typedFor(answer, "terms");
  const stored: Record<string, string> = {
    name: client.name,
    defaultNte: client.defaultNte,
    poRequired: client.poRequired ? "on" : "",
  };
  client.priorities.forEach((priority, index) => {
    stored[`priorityName${index}`] = priority.name;
    stored[`respond${index}`] = String(priority.respondMinutes);
    stored[`onSite${index}`] = String(priority.onSiteMinutes);
    stored[`complete${index}`] = String(priority.completeMinutes);
  });
  const values = typed.values ?? stored;
  const field = (name: string) => ({
    idPrefix: "terms",
    name,
    defaultValue: values[name] ?? "",
    error: typed.errors[name],
  });
  const rows = Math.min(MAX_PRIORITIES, client.priorities.length + 1);
  return (
    <section
      aria-labelledby="terms-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="terms-title" className="text-xl font-bold text-navy-900">
        {t("adminClients.terms.title")}
      </h2>
      <FormAnswer form={PAGE_FORM} answer={typed.own} className="mt-4" />
      <AnswerForm
        answerTo={PAGE_FORM}
        answer={typed.reset}
        className="mt-4 grid gap-4 md:grid-cols-2"
        noValidate
      >
        <input type="hidden" name="intent" value="terms" />
        <ClientBasicFields field={field} idPrefix="terms" poRequired={values.poRequired === "on"} />
        <fieldset className="md:col-span-2">
          <legend className="text-base font-semibold text-navy-900">
            {t("adminClients.terms.priorities")}
          </legend>
          <p className="mt-1 max-w-prose text-sm text-slate-600">
            {t("adminClients.terms.prioritiesIntro")}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t("adminClients.terms.newRow")}</p>
          {Array.from({ length: rows }, (_, index) => {
            const priority = client.priorities[index];
            return (
              <div
                key={index}
                className="mt-4 grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-4"
              >
                <TextField
                  {...field(`priorityName${index}`)}
                  label={t("adminClients.terms.priorityName", { n: index + 1 })}
                  maxLength={LIMITS.priorityName}
                />
                <TextField
                  {...field(`respond${index}`)}
                  label={t("adminClients.terms.respond", { n: index + 1 })}
                  hint={priority ? windowText(priority.respondMinutes) : undefined}
                  inputMode="numeric"
                  maxLength={6}
                />
                <TextField
                  {...field(`onSite${index}`)}
                  label={t("adminClients.terms.onSite", { n: index + 1 })}
                  hint={priority ? windowText(priority.onSiteMinutes) : undefined}
                  inputMode="numeric"
                  maxLength={6}
                />
                <TextField
                  {...field(`complete${index}`)}
                  label={t("adminClients.terms.complete", { n: index + 1 })}
                  hint={priority ? windowText(priority.completeMinutes) : undefined}
                  inputMode="numeric"
                  maxLength={6}
                />
              </div>
            );
          })}
        </fieldset>
        <div className="md:col-span-2">
          <button type="submit" className={buttonClass}>
            {t("adminClients.terms.button")}
          </button>
        </div>
      </AnswerForm>
    </section>
  );
}
