import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { checkFields, readForm } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { type RevealResult, SubmissionView } from "~/integrations/components/SubmissionView";
import {
  listSubmissions,
  revealRequestSchema,
  revealSecretTo,
} from "~/integrations/integrations.server";
import { configurationNames } from "~/integrations/integrations.validation";
import { integrationSecretKey } from "~/integrations/secret-key.server";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import type { Route } from "./+types/admin-integrations";

export const meta: Route.MetaFunction = privatePageMeta("adminIntegrations.title");

/** Admin view of submitted configurations, newest first, secrets hidden. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return {
    submissions: await listSubmissions(context.database.db),
    names: configurationNames(serverTranslator("en").t),
  };
}

/**
 * Reveals one secret value of one submitted card: the only way a stored secret is read, and each
 * reveal is written to the audit log (which field, never the value).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = checkFields(
    revealRequestSchema,
    await readForm(request, ["submission", "card", "field"]),
  );
  if (!parsed.ok) {
    const message = serverTranslator("en").t("admin.integrations.cannotReveal");
    return data<RevealResult>({ ok: false, message }, 400);
  }
  const value = await revealSecretTo(
    context.database.db,
    integrationSecretKey(context),
    { id: admin.id, email: admin.email },
    parsed.data,
  );
  if (value === undefined) {
    const message = serverTranslator("en").t("admin.integrations.notStored");
    return data<RevealResult>({ ok: false, message }, 404);
  }
  return data<RevealResult>(
    { ok: true, ...parsed.data, value },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function AdminIntegrations({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { submissions, names } = loaderData;
  return (
    <AdminShell title={t("adminIntegrations.title")}>
      <p className="text-slate-600">{t("adminIntegrations.intro")}</p>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
          {actionData.message}
        </p>
      ) : null}
      {submissions.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          {t("adminIntegrations.none")}
        </p>
      ) : (
        <ol className="mt-8 space-y-8">
          {submissions.map((submission) => (
            <SubmissionView
              key={submission.id}
              submission={submission}
              names={names}
              revealed={actionData?.ok ? actionData : undefined}
            />
          ))}
        </ol>
      )}
    </AdminShell>
  );
}
