import { AnswerForm, answerFor, type IntentAnswer } from "~/forms/AnswerForm";
import { buttonClass, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { CLIENT_VIEW_LIMITS } from "../service.validation";

const sectionClass = "mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

interface BillingData {
  id: string;
  status: string;
  report: boolean;
  raises: { id: string; text: string; reason: string }[];
  invoice: { text: string; paid: boolean } | null;
}

/**
 * The money of a work order on the office's page (docs/service-desk.md#nte-raises-and-invoices):
 * the NTE raises asked and the form to ask one, the invoice (recorded once Completed, then paid),
 * the service report once the visit is over. Each form answers where it is.
 */
export function BillingSections({
  data,
  answer,
}: {
  data: BillingData;
  answer: IntentAnswer | undefined;
}) {
  const t = useT();
  const raise = answerFor("raise", answer);
  const invoice = answerFor("invoice", answer);
  const paid = answerFor("paid", answer);
  return (
    <>
      <section aria-labelledby="raise-title" className={sectionClass}>
        <h2 id="raise-title" className="text-xl font-bold text-navy-900">
          {t("adminService.billing.raiseTitle")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t("adminService.billing.raiseIntro")}</p>
        {data.raises.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {data.raises.map((row) => (
              <li key={row.id} className="border-l-2 border-amber-300 pl-3">
                <p className="font-semibold text-navy-900">{row.text}</p>
                <p className="text-sm text-slate-700">{row.reason}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4">{raise.notice}</div>
        <AnswerForm
          answerTo="raise"
          answer={raise.own}
          className="mt-4 grid gap-4 md:grid-cols-[12rem_1fr_auto] md:items-end"
        >
          <input type="hidden" name="intent" value="raise" />
          <TextField
            idPrefix="raise"
            name="amount"
            label={t("adminService.billing.amount")}
            inputMode="decimal"
            required
            maxLength={14}
            error={raise.errors.amount}
            defaultValue={raise.values.amount ?? ""}
          />
          <TextField
            idPrefix="raise"
            name="reason"
            label={t("adminService.billing.reason")}
            required
            maxLength={CLIENT_VIEW_LIMITS.reason}
            error={raise.errors.reason}
            defaultValue={raise.values.reason ?? ""}
          />
          <button type="submit" className={buttonClass}>
            {t("adminService.billing.raiseButton")}
          </button>
        </AnswerForm>
      </section>
      <section aria-labelledby="invoice-title" className={sectionClass}>
        <h2 id="invoice-title" className="text-xl font-bold text-navy-900">
          {t("adminService.billing.invoiceTitle")}
        </h2>
        {data.report ? (
          <a
            href={`/admin/work-orders/${data.id}/report.pdf`}
            className="mt-3 inline-block font-semibold text-navy-700 underline"
            download
          >
            {t("adminService.billing.report")}
          </a>
        ) : null}
        <div className="mt-4">
          {invoice.notice}
          {paid.notice}
        </div>
        {data.invoice ? (
          <>
            <p className="mt-3 font-semibold text-navy-900">{data.invoice.text}</p>
            {data.invoice.paid ? null : (
              <AnswerForm answerTo="paid" answer={paid.own} className="mt-3">
                <input type="hidden" name="intent" value="paid" />
                <button type="submit" className={buttonClass}>
                  {t("adminService.billing.paidButton")}
                </button>
              </AnswerForm>
            )}
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700">{t("adminService.billing.invoiceIntro")}</p>
            <AnswerForm
              answerTo="invoice"
              answer={invoice.own}
              className="mt-4 grid gap-4 md:grid-cols-[1fr_12rem_12rem_auto] md:items-end"
            >
              <input type="hidden" name="intent" value="invoice" />
              <TextField
                idPrefix="invoice"
                name="number"
                label={t("adminService.billing.invoiceNumber")}
                required
                maxLength={CLIENT_VIEW_LIMITS.invoiceNumber}
                error={invoice.errors.number}
                defaultValue={invoice.values.number ?? ""}
              />
              <TextField
                idPrefix="invoice"
                name="issuedOn"
                type="date"
                label={t("adminService.billing.invoiceDate")}
                required
                error={invoice.errors.issuedOn}
                defaultValue={invoice.values.issuedOn ?? ""}
              />
              <TextField
                idPrefix="invoice"
                name="amount"
                label={t("adminService.billing.invoiceAmount")}
                inputMode="decimal"
                required
                maxLength={14}
                error={invoice.errors.amount}
                defaultValue={invoice.values.amount ?? ""}
              />
              <button type="submit" className={buttonClass}>
                {t("adminService.billing.invoiceButton")}
              </button>
            </AnswerForm>
          </>
        )}
      </section>
    </>
  );
}
