import { FormNotice } from "~/forms/FormBanner";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { pageTitle } from "~/site/titles";

/** Where the client's pages live, with the link's token carried in each address. */
export function useClientPath() {
  const localPath = useLocalPath();
  return (path: string, token: string, search: Record<string, string> = {}) =>
    `${localPath(`/service/orders${path}`)}?${new URLSearchParams({ token, ...search })}`;
}

/** The frame of every page behind a contact's link: its heading, and who it is for. */
export function ClientFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-28 pb-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">{title}</h1>
      {subtitle ? <p className="mt-1 text-lg text-navy-700">{subtitle}</p> : null}
      {children}
    </div>
  );
}

/** What a link that opens nothing shows: why, and where to ask for it again. */
export function LinkInvalid() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <ClientFrame title={t("service.client.title")}>
      <FormNotice tone="error">{t("service.client.linkInvalid")}</FormNotice>
      <a
        href={localPath("/service/orders#lost-link")}
        className="mt-4 inline-block font-semibold text-navy-700 underline"
      >
        {t("service.client.lostTitle")}
      </a>
    </ClientFrame>
  );
}

export const sectionClass = "mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
export const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-navy-800 px-4 py-2.5 font-semibold text-white hover:bg-navy-700";

/** A page behind a link is never indexed, and names no address of it to another site. */
export function privateMeta(title: string, company: string) {
  return [
    { title: pageTitle(title, company) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "same-origin" },
  ];
}
