import { Mail, MapPin, Phone } from "lucide-react";
import { useCompany } from "~/company/CompanyContext";
import { officePath } from "~/company/facts";
import { formatAddress } from "~/company/fixed-facts";
import { officeLabel } from "~/company/office-label";
import type { FormResult } from "~/forms/result";
import { useTranslator } from "~/i18n/I18nContext";
import { Island } from "~/islands/Island";
import { SiteLink } from "~/ui/SiteLink";
import { ContactDetails, ContactLine } from "../ContactDetails";
import { RevealSection, SectionHeading } from "./Reveal";

export function ContactSection({ result }: { result?: FormResult }) {
  const company = useCompany();
  const { t, lang } = useTranslator();
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
            <ContactDetails
              heading="h3"
              title={t("home.contact.offices")}
              className="space-y-6 lg:col-span-2"
              hours={{
                title: t("home.contact.hours"),
                caption: t("home.contact.hoursCaption"),
                rows: company.hours,
                timeZone: company.offices[0]?.timeZone ?? company.timeZone,
                closed: t("home.contact.closed"),
                days: "short",
                note: t("home.contact.supportHours"),
              }}
            >
              {company.offices.map((office) => (
                <ContactLine key={office.id} icon={MapPin}>
                  <address className="not-italic">
                    <SiteLink
                      href={officePath(office.id)}
                      className="block font-semibold underline underline-offset-4 hover:text-accent-300"
                    >
                      {officeLabel(office, lang)}: {office.city}, {office.region}
                    </SiteLink>
                    <span className="text-navy-100">{formatAddress(office)}</span>
                  </address>
                </ContactLine>
              ))}
              <ContactLine icon={Phone}>
                <a href={`tel:${company.phone.tel}`} className="hover:underline">
                  {company.phone.display}
                </a>
              </ContactLine>
              <ContactLine icon={Mail}>
                <a href={`mailto:${company.email}`} className="hover:underline">
                  {company.email}
                </a>
              </ContactLine>
            </ContactDetails>
          </div>
        </div>
      }
    </RevealSection>
  );
}
