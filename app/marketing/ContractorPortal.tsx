import type { LucideIcon } from "lucide-react";
import { ArrowRight, Hourglass, Phone } from "lucide-react";
import { useCompany } from "~/company/CompanyContext";
import { useT } from "~/i18n/I18nContext";
import type { MessageKey } from "~/i18n/translator";
import { PageHero } from "~/ui/PageHero";
import { SiteLink } from "~/ui/SiteLink";

export interface PortalItem {
  icon: LucideIcon;
  title: MessageKey;
  description: MessageKey;
}

/**
 * A contractor portal that has not opened yet (docs/product.md#contractor-portals): what it will hold, and how
 * to get those documents today. No sign-in is asked for.
 */
export function ContractorPortal({
  title,
  audience,
  intro,
  items,
}: {
  title: MessageKey;
  audience: MessageKey;
  intro: MessageKey;
  items: PortalItem[];
}) {
  const company = useCompany();
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t("portals.eyebrow")} title={t(title)}>
        <p className="inline-flex items-center gap-2 rounded-full border border-accent-400/40 bg-accent-400/10 px-3 py-1 text-sm font-semibold text-accent-300">
          <Hourglass className="size-4" aria-hidden="true" />
          {t("portals.comingSoon")}
        </p>
        <p className="mt-4">{t(intro)}</p>
      </PageHero>
      <div className="bg-slate-50 px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-7xl">
          <section aria-labelledby="portal-items-title">
            <h2
              id="portal-items-title"
              className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
            >
              {t("portals.willHold")}
            </h2>
            <p className="mt-2 max-w-3xl text-slate-600">
              {t("portals.onePlace", { audience: t(audience) })}
            </p>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {items.map((item) => (
                <li
                  key={item.title}
                  className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-navy-900">
                    <item.icon className="size-6 text-accent-400" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-navy-900">{t(item.title)}</h3>
                    <p className="mt-1 text-slate-600">{t(item.description)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="portal-contact-title"
            className="mt-12 flex flex-col gap-6 rounded-2xl bg-navy-900 p-8 text-white lg:flex-row lg:items-center lg:justify-between"
          >
            <div className="max-w-2xl">
              <h2 id="portal-contact-title" className="text-2xl font-bold">
                {t("portals.needToday")}
              </h2>
              <p className="mt-2 text-navy-100">{t("portals.untilOpen")}</p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <SiteLink
                href="/#contact"
                className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300"
              >
                {t("portals.contactUs")}
                <ArrowRight className="size-5" aria-hidden="true" />
              </SiteLink>
              <a
                href={`tel:${company.phone.tel}`}
                className="inline-flex items-center justify-center gap-2 rounded-md border border-white/30 px-6 py-3.5 font-semibold text-white hover:bg-white/10"
              >
                <Phone className="size-5" aria-hidden="true" />
                {company.phone.display}
              </a>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
