import { sendPasswordReset } from "~/accounts/accounts.server";
import { AuthCard } from "~/accounts/components/AuthCard";
import { ForgotPasswordForm } from "~/accounts/components/ForgotPasswordForm";
import { requestLang } from "~/accounts/translate.server";
import { looksLikeEmail } from "~/auth/policy";
import { companyNameFromMatches, seoFromMatches } from "~/company/seo";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { formAccepted, formRejected, readForm } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { LazyIsland } from "~/islands/Island";
import { type IslandsPageHandle, islandsPageWith } from "~/islands/page";
import { hitLimit } from "~/limits/rate-limit.server";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/forgot-password";

const resetClientLimit = { name: "reset:client", max: 10, windowMs: 15 * 60 * 1000 };
const resetAccountLimit = { name: "reset:account", max: 3, windowMs: 60 * 60 * 1000 };

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: pageTitle(
      seoFromMatches(matches).t("auth.forgot.title"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

/** An islands page (docs/decisions/0023): the form is a plain form in a lazy island. */
export const handle = {
  ...islandsPageWith("forgotPasswordForm"),
  messages: ["auth"],
} satisfies IslandsPageHandle;

export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request, ["email"]);
  const address = values.email.trim().toLowerCase().slice(0, EMAIL_MAX_LENGTH);
  const { t } = serverTranslator(requestLang(request));
  if (!looksLikeEmail(address))
    return formRejected(400, { message: t("auth.invalidEmail"), values });
  const { db } = context.database;
  const client = await hitLimit(db, resetClientLimit, context.clientAddress);
  if (!client.allowed) {
    return formRejected(429, {
      message: t("auth.forgot.tooMany"),
      values,
    });
  }
  // Over the per-account limit we quietly send nothing: the answer must not differ.
  if ((await hitLimit(db, resetAccountLimit, address)).allowed)
    await sendPasswordReset(context, address);
  return formAccepted(t("auth.resetRequested"));
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <AuthCard title={t("auth.forgot.title")} intro={t("auth.forgot.intro")}>
      <LazyIsland
        name="forgotPasswordForm"
        component={ForgotPasswordForm}
        props={{ result: actionData }}
      />
      <p className="mt-6 flex justify-between text-sm">
        <a href={localPath("/team/employees")} className="font-medium text-navy-700 underline">
          {t("auth.forgot.employeeLogin")}
        </a>
        <a href="/admin/login" className="font-medium text-navy-700 underline">
          {t("auth.login.adminLink")}
        </a>
      </p>
    </AuthCard>
  );
}
