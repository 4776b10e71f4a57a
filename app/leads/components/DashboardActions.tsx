import { Download, RefreshCw, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { confirmedField } from "~/forms/confirm";
import { useT } from "~/i18n/I18nContext";
import { useHydrated } from "~/ui/hooks";

export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-navy-300 bg-white px-4 py-2.5 text-sm font-semibold text-navy-900 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500";
export const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 disabled:shadow-none";

/** Refresh: reloads the page without JavaScript, re-runs the loader with it. */
export function RefreshButton({ href }: { href: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const busy = revalidator.state === "loading";
  return (
    <Link
      to={href}
      className={secondaryButton}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void revalidator.revalidate();
      }}
    >
      <RefreshCw aria-hidden="true" className={`size-4 ${busy ? "animate-spin" : ""}`} />
      {t("adminLeads.refresh")}
    </Link>
  );
}

/**
 * Export CSV: a download link to the streaming export. With no leads at all it is disabled;
 * with none in the current filter it says so (with JavaScript; the export answers the same text
 * without it).
 */
export function ExportButton({
  href,
  hasLeads,
  matching,
  onNothingToExport,
}: {
  href: string;
  hasLeads: boolean;
  matching: number;
  onNothingToExport: () => void;
}) {
  const t = useT();
  if (!hasLeads) {
    return (
      <button type="button" disabled className={secondaryButton}>
        <Download aria-hidden="true" className="size-4" />
        {t("adminLeads.exportCsv")}
      </button>
    );
  }
  return (
    <a
      href={href}
      download
      className={secondaryButton}
      onClick={(event) => {
        if (matching > 0) return;
        event.preventDefault();
        onNothingToExport();
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      {t("adminLeads.exportCsv")}
    </a>
  );
}

/**
 * Clear All asks first: with JavaScript in a dialog, without it on a confirmation step of the
 * page (`confirmHref`). `seenUntil` is when the page was loaded: leads that arrive while the
 * admin decides are not deleted unseen.
 */
export function ClearAllButton({
  hasLeads,
  confirmHref,
  seenUntil,
}: {
  hasLeads: boolean;
  confirmHref: string;
  seenUntil: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hasLeads) {
    return (
      <button type="button" disabled className={dangerButton}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t("adminLeads.clearAll")}
      </button>
    );
  }
  if (!hydrated) {
    return (
      <Link to={confirmHref} className={dangerButton}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t("adminLeads.clearAll")}
      </Link>
    );
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={dangerButton}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t("adminLeads.clearAll")}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-navy-950/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[71] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-navy-900">
            {t("adminLeads.clearAll")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {t("adminLeads.clearConfirm")}
          </AlertDialog.Description>
          <ClearAllForm seenUntil={seenUntil}>
            <AlertDialog.Cancel className={secondaryButton}>
              {t("adminLeads.cancel")}
            </AlertDialog.Cancel>
          </ClearAllForm>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The confirmed deletion: a plain POST, so it works the same with and without JavaScript. */
function ClearAllForm({ seenUntil, children }: { seenUntil: string; children: React.ReactNode }) {
  const t = useT();
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "clear";
  return (
    <Form method="post" action="/admin/leads" className="mt-6 flex flex-wrap justify-end gap-3">
      <input type="hidden" name="intent" value="clear" />
      <input type="hidden" {...confirmedField} />
      <input type="hidden" name="seenUntil" value={seenUntil} />
      {children}
      <button type="submit" className={dangerButton} disabled={deleting}>
        <Trash2 aria-hidden="true" className="size-4" />
        {deleting ? t("adminLeads.deleting") : t("adminLeads.deleteAll")}
      </button>
    </Form>
  );
}

/** Clear All without JavaScript: the same question as the dialog, as a step of the page. */
export function ClearConfirmation({
  seenUntil,
  cancelHref,
}: {
  seenUntil: string;
  cancelHref: string;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="clear-all-heading"
      className="mb-6 rounded-xl border border-red-200 bg-white p-5 shadow-sm"
    >
      <h2 id="clear-all-heading" className="text-lg font-semibold text-navy-900">
        {t("adminLeads.clearAll")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t("adminLeads.clearConfirm")}</p>
      <ClearAllForm seenUntil={seenUntil}>
        <Link to={cancelHref} className={secondaryButton}>
          {t("adminLeads.cancel")}
        </Link>
      </ClearAllForm>
    </section>
  );
}
