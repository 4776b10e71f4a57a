import { redirect } from "react-router";
import { linkIsUsable, setPasswordWithToken } from "~/accounts/accounts.server";
import { AuthCard } from "~/accounts/components/AuthCard";
import { SetPasswordForm } from "~/accounts/components/SetPasswordForm";
import { checkNewPassword } from "~/accounts/passwords/new-password.server";
import { cookieHeaders, signInWithNewPassword } from "~/accounts/sign-in/sign-in.server";
import { passwordErrors, requestLang } from "~/accounts/translate.server";
import { HASHING_BUSY, withPasswordHashing } from "~/auth/password-hashing.server";
import { authPolicy } from "~/auth/policy";
import { companyNameFromMatches, seoFromMatches } from "~/company/seo";
import { FormNotice } from "~/forms/FormBanner";
import { formRejected, readForm } from "~/forms/form.server";
import { typedBack } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { pathIn } from "~/i18n/languages";
import { LazyIsland } from "~/islands/Island";
import { type IslandsPageHandle, islandsPageWith } from "~/islands/page";
import { hitLimit } from "~/limits/rate-limit.server";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/set-password";

function isAdminSetup(request: Request) {
  return new URL(request.url).pathname.startsWith("/admin/setup");
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  {
    title: pageTitle(
      location.pathname.startsWith("/admin/setup")
        ? "Admin Setup"
        : seoFromMatches(matches).t("auth.set.title"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

/**
 * An islands page (docs/decisions/0023): the form is a plain form in a lazy island, posted back
 * to the address it came from, token included, so that an answer with errors shows it again.
 */
export const handle = {
  ...islandsPageWith("setPasswordForm"),
  messages: ["auth"],
} satisfies IslandsPageHandle;

/** A link already used (or expired, or unknown) says so at once, before any password is typed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return {
    token,
    usable: token !== "" && (await linkIsUsable(context, token.slice(0, 200))),
    adminSetup: isAdminSetup(request),
    action: `${url.pathname}${url.search}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Passwords set from one client address in 15 minutes (SET_PASSWORD_LIMIT, 20 unless set).
  const setPasswordLimit = {
    name: "set-password:client",
    max: context.config.env.SET_PASSWORD_LIMIT,
    windowMs: 15 * 60 * 1000,
  };
  const limit = await hitLimit(context.database.db, setPasswordLimit, context.clientAddress);
  const lang = requestLang(request);
  const { t } = serverTranslator(lang);
  if (!limit.allowed) return formRejected(429, { message: t("auth.set.tooManyAttempts") });
  const fields = await readForm(request, ["token", "password", "confirm"]);
  const parsed = await checkNewPassword(fields);
  // Passwords are never sent back: the values typed stay out of the answer.
  if (!parsed.ok) return formRejected(400, { errors: passwordErrors(lang, parsed.errors) });
  const outcome = await withPasswordHashing(async () => {
    const user = await setPasswordWithToken(
      context,
      fields.token.slice(0, 200),
      parsed.data.password,
    );
    if (!user) return null;
    const area = user.role === "admin" ? "admin" : "employee";
    const session = await signInWithNewPassword(context, {
      email: user.email,
      password: parsed.data.password,
      area,
    });
    return { area, session };
  });
  if (outcome === HASHING_BUSY) return formRejected(503, { message: t("auth.serverBusy") });
  if (!outcome) return formRejected(400, { message: t("auth.linkInvalid") });

  const { area, session } = outcome;
  const next =
    (area === "admin" && session.ok && session.home) || pathIn(lang, "/team/employees/hub");
  // The password is saved: if its sign-in fails, the login page says so (not a bare form).
  if (!session.ok) {
    throw redirect(
      `${area === "admin" ? "/admin/login" : pathIn(lang, "/account/login")}?password=set`,
    );
  }
  throw redirect(next, { headers: cookieHeaders(session.cookies) });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, usable, adminSetup, action } = loaderData;
  const { errors } = typedBack(actionData);
  const t = useT();
  const localPath = useLocalPath();
  if (!usable) {
    return (
      <AuthCard title={adminSetup ? "Admin Setup" : t("auth.set.title")}>
        <FormNotice tone="error">{t("auth.set.linkUsed")}</FormNotice>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <a
            href={localPath("/account/forgot-password")}
            className="font-semibold text-navy-700 underline"
          >
            {t("auth.set.askNewLink")}
          </a>
          <a
            href={adminSetup ? "/admin/login" : localPath("/account/login")}
            className="font-semibold text-navy-700 underline"
          >
            {t("auth.set.signIn")}
          </a>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={adminSetup ? "Admin Setup" : t("auth.set.title")}
      intro={
        adminSetup
          ? "Choose the password of the site's admin account. This link works once."
          : t("auth.set.intro", { min: authPolicy.minPasswordLength })
      }
    >
      <LazyIsland
        name="setPasswordForm"
        component={SetPasswordForm}
        props={{ action, token, message: actionData?.message, errors }}
      />
    </AuthCard>
  );
}
