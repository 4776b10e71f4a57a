import { useCompany } from "~/company/CompanyContext";
import { useT } from "~/i18n/I18nContext";
import type { MessageKey, Translator } from "~/i18n/translator";
import { pageTitle } from "~/site/titles";
import { SiteLink } from "~/ui/SiteLink";

type ErrorText = { title: MessageKey; body: MessageKey };

const texts: Record<number, ErrorText> = {
  403: { title: "common.error.title403", body: "common.error.body403" },
  404: { title: "common.error.title404", body: "common.error.body404" },
  /** A job posting that was closed (app/careers): gone for good, so search engines drop it. */
  410: { title: "common.error.title410", body: "common.error.body410" },
  /** The database cannot be reached for a moment (server/outage.ts). */
  503: { title: "common.error.title503", body: "common.error.body503" },
};

const otherError: ErrorText = { title: "common.error.title", body: "common.error.body" };

/** What an error page says for a status, in the language of `t`: its title and one sentence. */
export function errorText(status: number, t: Translator["t"]): { title: string; body: string } {
  const keys = texts[status] ?? otherError;
  return { title: t(keys.title), body: t(keys.body) };
}

/**
 * The designed error page, in the page's language: a clear message and ways on, never a stack
 * trace in production.
 */
export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const company = useCompany();
  const t = useT();
  const text = errorText(status, t);
  return (
    <section className="blueprint-grid flex min-h-[70vh] items-center bg-navy-900 px-4 pb-20 pt-36 text-white">
      <title>{pageTitle(text.title, company.name)}</title>
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-mono text-sm font-semibold tracking-widest text-accent-400">
          {t("common.error.status", { status: String(status) })}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{text.title}</h1>
        <p className="mt-4 text-lg text-navy-100">{text.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <SiteLink
            href="/#home"
            className="rounded-md bg-accent-400 px-5 py-3 font-semibold text-navy-950 hover:bg-accent-300"
          >
            {t("common.error.backHome")}
          </SiteLink>
          <SiteLink
            href="/#contact"
            className="rounded-md border border-white/30 px-5 py-3 font-semibold hover:bg-white/10"
          >
            {t("common.error.contactUs")}
          </SiteLink>
        </div>
        <p className="mt-6 text-sm text-navy-200">
          {t("common.error.callNow")}{" "}
          <a href={`tel:${company.phone.tel}`} className="font-semibold text-white underline">
            {company.phone.display}
          </a>
        </p>
        {detail ? (
          <pre className="mt-8 overflow-x-auto rounded-md bg-black/40 p-4 text-left text-xs">
            {detail}
          </pre>
        ) : null}
      </div>
    </section>
  );
}
