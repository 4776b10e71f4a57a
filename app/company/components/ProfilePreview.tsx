import { useT } from "~/i18n/I18nContext";
import { localeFormat } from "~/site/locale-format";
import type { CompanyFacts } from "../facts";

/** How the public pages will show the profile: the contact block, offices and hours. */
export function ProfilePreview({ company, logo }: { company: CompanyFacts; logo?: string }) {
  const t = useT();
  const phone = company.phone.display;
  const support = company.supportExtension
    ? t("adminCompany.preview.extension", { phone, extension: company.supportExtension })
    : phone;
  return (
    <section
      aria-labelledby="preview-title"
      className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="preview-title" className="text-lg font-semibold text-navy-900">
        {t("adminCompany.preview")}
      </h2>
      {logo ? (
        <img
          src={logo}
          alt={t("adminCompany.preview.logo")}
          className="mt-3 size-16 rounded-md border border-slate-200 bg-white object-contain p-1"
        />
      ) : null}
      <p className="mt-2 font-semibold">{company.name}</p>
      <p className="text-sm text-slate-700">{company.tagline}</p>
      <p className="mt-2 text-sm">
        {t("adminCompany.preview.phones", {
          phone,
          support,
          emergency: company.emergencyPhone.display,
          fax: company.fax.display,
          email: company.email,
        })}
      </p>
      <p className="text-sm">
        {t("adminCompany.preview.licensed", { licenses: company.licenses.join(" · ") })}
      </p>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {company.offices.map((office) => (
          <li key={office.id} className="rounded-lg bg-white p-3 text-sm">
            <p className="font-semibold">
              {office.headquarters
                ? t("adminCompany.preview.headquarters", { office: office.label })
                : office.label}
            </p>
            <p>
              {office.street}, {office.city}, {office.region} {office.postalCode}
            </p>
            <p>{office.phone.display}</p>
            <ul>
              {office.hours.map((row) => (
                <li key={row.days}>
                  {row.days}: {row.time}
                </li>
              ))}
            </ul>
            <p className="text-slate-600">
              {t("adminCompany.preview.timeZone", {
                zone: localeFormat("en").zoneName(office.timeZone),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
