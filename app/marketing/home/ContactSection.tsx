import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useCompany } from "~/company/CompanyContext";
import { officePath } from "~/company/facts";
import { formatAddress } from "~/company/fixed-facts";
import { officeLabel } from "~/company/office-label";
import type { FormResult } from "~/forms/result";
import { dayRange } from "~/i18n/format";
import { useTranslator } from "~/i18n/I18nContext";
import { Island } from "~/islands/Island";
import { SiteLink } from "~/ui/SiteLink";
import { RevealSection, SectionHeading } from "./Reveal";

export function ContactSection({ result }: { result?: FormResult }) {
  const company = useCompany();
  const { t, locale, lang } = useTranslator();
  return (
    <RevealSection
      id="contact"
      title={t("home.section.contact")}
      labelledBy="contact-title"
      className="bg-slate-50 px-4 py-24 sm:px-6"
    >
      {
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="contact-title"
            eyebrow={t("home.contact.eyebrow")}
            title={t("home.contact.title")}
            intro={t("home.contact.intro")}
          />
          <div className="grid gap-8 lg:grid-cols-5">
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
              <Island
                name="contactForm"
                props={{ fallback: result, phone: company.phone.display }}
              />
            </div>
            <div className="space-y-6 lg:col-span-2">
              <div className="rounded-xl bg-navy-900 p-6 text-white">
                <h3 className="text-lg font-semibold">{t("home.contact.offices")}</h3>
                <ul className="mt-4 space-y-4">
                  {company.offices.map((office) => (
                    <li key={office.id} className="flex gap-3">
                      <MapPin
                        className="mt-0.5 size-5 shrink-0 text-accent-400"
                        aria-hidden="true"
                      />
                      <address className="not-italic">
                        <SiteLink
                          href={officePath(office.id)}
                          className="block font-semibold underline underline-offset-4 hover:text-accent-300"
                        >
                          {officeLabel(office, lang)}: {office.city}, {office.region}
                        </SiteLink>
                        <span className="text-navy-100">{formatAddress(office)}</span>
                      </address>
                    </li>
                  ))}
                  <li className="flex gap-3">
                    <Phone className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
                    <a href={`tel:${company.phone.tel}`} className="hover:underline">
                      {company.phone.display}
                    </a>
                  </li>
                  <li className="flex gap-3">
                    <Mail className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
                    <a href={`mailto:${company.email}`} className="hover:underline">
                      {company.email}
                    </a>
                  </li>
                </ul>
              </div>
              <div className="rounded-xl border border-slate-200 bg-white p-6">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
                  <Clock className="size-5 text-accent-600" aria-hidden="true" />
                  {t("home.contact.hours")}
                </h3>
                <table className="mt-4 w-full text-sm">
                  <caption className="sr-only">{t("home.contact.hoursCaption")}</caption>
                  <tbody className="divide-y divide-slate-100">
                    {company.hours.map((row) => (
                      <tr key={row.short}>
                        <th scope="row" className="py-2 text-left font-medium text-navy-900">
                          <abbr title={dayRange(row.days, locale, "long")} className="no-underline">
                            {dayRange(row.days, locale, "short")}
                          </abbr>
                        </th>
                        <td className="py-2 text-right text-slate-700">
                          {row.time === "Closed" ? t("home.contact.closed") : row.time}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="mt-4 rounded-md bg-accent-400/15 px-3 py-2 text-sm font-medium text-navy-900">
                  {t("home.contact.supportHours")}
                </p>
              </div>
            </div>
          </div>
        </div>
      }
    </RevealSection>
  );
}
