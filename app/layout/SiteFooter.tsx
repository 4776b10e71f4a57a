import { Mail, MapPin, Phone, Printer } from "lucide-react";
import { useCompany } from "~/company/CompanyContext";
import { LicenseNumbers, SLOT, textAround } from "~/company/components/LicenseNumbers";
import { type CompanyFacts, officePath } from "~/company/facts";
import { formatAddress, company as site } from "~/company/fixed-facts";
import { officeLabel } from "~/company/office-label";
import { listIn } from "~/i18n/format";
import { useLang, useT } from "~/i18n/I18nContext";
import { LOCALES } from "~/i18n/languages";
import { Island } from "~/islands/Island";
import { credentialsLink, navItems, services } from "~/site/content";
import { Logo } from "~/ui/Logo";
import { SiteLink } from "~/ui/SiteLink";

export function SiteFooter() {
  const company = useCompany();
  const t = useT();
  const lang = useLang();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-navy-200">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="mb-12 flex flex-col gap-4 rounded-xl border border-navy-700 bg-navy-900 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wider text-accent-400">
              {t("software.tagline")}
            </p>
            <p className="mt-1 text-lg font-semibold text-white">
              {t("common.footer.tagline", { software: site.software.name })}
            </p>
          </div>
          <div className="flex shrink-0 gap-3">
            <SiteLink
              href="/features"
              className="rounded-md bg-accent-400 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-accent-300"
            >
              {t("common.footer.explore", { software: site.software.name })}
            </SiteLink>
            <SiteLink
              href="/pricing"
              className="rounded-md border border-navy-500 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
            >
              {t("common.footer.getPricing")}
            </SiteLink>
          </div>
        </div>

        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <Logo shortName={company.shortName} image={company.images.logo} inverted />
            <p className="mt-4 text-sm leading-relaxed">
              {t("common.footer.about", {
                founded: String(site.founded),
                states: listIn(company.states, LOCALES[lang]),
              })}
            </p>
            <FooterLicenses licenses={company.licenseDetails} />
          </div>

          <nav aria-labelledby="footer-quick-links">
            <h2
              id="footer-quick-links"
              className="text-sm font-semibold uppercase tracking-wider text-white"
            >
              {t("common.footer.quickLinks")}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {navItems.map((item) => (
                <li key={item.href}>
                  <SiteLink href={item.href} className="hover:text-white">
                    {t(item.key)}
                  </SiteLink>
                </li>
              ))}
              <li>
                <SiteLink href={credentialsLink.href} className="hover:text-white">
                  {t(credentialsLink.key)}
                </SiteLink>
              </li>
              <li>
                <SiteLink href="/service" className="hover:text-white">
                  {t("common.footer.requestService")}
                </SiteLink>
              </li>
              <li>
                <Island name="footerTeamPortal" props={{}} />
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-services">
            <h2
              id="footer-services"
              className="text-sm font-semibold uppercase tracking-wider text-white"
            >
              {t("common.footer.services")}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {services.map((service) => (
                <li key={service.slug}>
                  <SiteLink href={`/services/${service.slug}`} className="hover:text-white">
                    {t(service.title)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
              {t("common.footer.contact")}
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex gap-2">
                <Phone className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
                <a href={`tel:${company.phone.tel}`} className="hover:text-white">
                  <span className="sr-only">{t("common.footer.phone")}</span>
                  {company.phone.display}
                </a>
              </li>
              <li className="flex gap-2">
                <Printer className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
                <span>{t("common.footer.fax", { fax: company.fax.display })}</span>
              </li>
              <li className="flex gap-2">
                <Mail className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
                <a href={`mailto:${company.email}`} className="hover:text-white">
                  <span className="sr-only">{t("common.footer.email")}</span>
                  {company.email}
                </a>
              </li>
              {company.offices.map((office) => (
                <li key={office.id} className="flex gap-2">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
                  <span>
                    <SiteLink
                      href={officePath(office.id)}
                      className="block font-medium text-white underline-offset-4 hover:underline"
                    >
                      {officeLabel(office, lang)}
                    </SiteLink>
                    {formatAddress(office)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-3 border-t border-navy-800 pt-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>{t("common.footer.rights", { year: String(year), company: company.name })}</p>
          <ul className="flex gap-5">
            <li>
              <SiteLink href="/privacy-policy" className="hover:text-white">
                {t("common.footer.privacy")}
              </SiteLink>
            </li>
            <li>
              <SiteLink href="/terms-of-service" className="hover:text-white">
                {t("common.footer.terms")}
              </SiteLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** "Licenses: B-General Contractor #…, …": each number links to the state's look-up. */
function FooterLicenses({ licenses }: { licenses: CompanyFacts["licenseDetails"] }) {
  const [before, after] = textAround(useT()("common.footer.licenses", { licenses: SLOT }));
  return (
    <p className="mt-3 text-xs text-navy-300">
      {before}
      <LicenseNumbers
        licenses={licenses}
        separator=", "
        linkClassName="text-navy-100 underline underline-offset-2 hover:text-white"
      />
      {after}
    </p>
  );
}
