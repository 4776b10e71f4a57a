import type { LucideIcon } from "lucide-react";
import {
  BadgeCheck,
  Banknote,
  Download,
  FileText,
  Phone,
  ShieldAlert,
  ShieldCheck,
} from "lucide-react";
import { SLOT, textAround } from "~/company/components/LicenseNumbers";
import type { CredentialsView } from "~/company/credentials/credentials-view";
import { useTranslator } from "~/i18n/I18nContext";
import type { MessageKey } from "~/i18n/translator";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { OutsideLink } from "~/ui/OutsideLink";
import { PageHero } from "~/ui/PageHero";
import { SiteLink } from "~/ui/SiteLink";

/** A calendar day (YYYY-MM-DD) as the page's language writes it. */
function longDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

type Policy = CredentialsView["insurance"][number];

/**
 * The insurance table: a table from 768 px up, and on a phone one card per policy, each value
 * after its column's name (`RecordTable`), so that no limit is out of sight sideways.
 */
function InsuranceTable({ policies }: { policies: readonly Policy[] }) {
  const { t, locale } = useTranslator();
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  const amount = "tabular-nums md:text-right";
  const columns: RecordColumn<Policy>[] = [
    { label: t("portals.gcs.insurance.coverage"), cell: (policy) => policy.kind, card: "title" },
    { label: t("portals.gcs.insurance.carrier"), cell: (policy) => policy.carrier },
    {
      label: t("portals.gcs.insurance.perOccurrence"),
      cell: (policy) => money.format(policy.perOccurrence),
      className: amount,
    },
    {
      label: t("portals.gcs.insurance.aggregate"),
      cell: (policy) => money.format(policy.aggregate),
      className: amount,
    },
    {
      label: t("portals.gcs.insurance.expires"),
      cell: (policy) => (policy.expires ? longDate(policy.expires, locale) : "—"),
    },
  ];
  return (
    <RecordTable
      caption={t("portals.gcs.insurance.caption")}
      columns={columns}
      rows={policies}
      rowKey={(policy) => `${policy.kind}-${policy.carrier}-${policy.expires}`}
    />
  );
}

const linkClass = "font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950";

/**
 * The General Contractors portal as the credentials page (docs/product.md#credentials): the
 * specification's four headings answered from the company profile; an item without data says whom to call.
 * `coiForm`: the certificate-of-insurance request form, rendered by the route.
 */
export function CredentialsPage({
  view,
  coiForm,
}: {
  view: CredentialsView;
  coiForm: React.ReactNode;
}) {
  const { t, locale } = useTranslator();
  const phone = (
    <a href={`tel:${view.phone.tel}`} className={linkClass}>
      {view.phone.display}
    </a>
  );
  const callUs = <CallUs text={t("portals.gcs.callUs", { phone: SLOT })} phone={phone} />;
  const validThrough = (day: string) =>
    day ? (
      <span className="text-slate-600">
        {t("portals.gcs.validThrough", { date: longDate(day, locale) })}
      </span>
    ) : null;
  return (
    <>
      <PageHero eyebrow={t("portals.eyebrow")} title={t("portals.gcs.title")}>
        <p>{t("portals.gcs.credentialsIntro")}</p>
        <p className="mt-4">
          <SiteLink
            href={view.capabilityStatement}
            className="inline-flex items-center gap-2 rounded-md bg-accent-400 px-5 py-3 font-semibold text-navy-950 hover:bg-accent-300"
          >
            <Download className="size-5" aria-hidden="true" />
            {t("portals.gcs.capability")}
          </SiteLink>
        </p>
      </PageHero>
      <div className="bg-slate-50 px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 lg:grid-cols-2">
          <Item
            icon={FileText}
            id="w9"
            title="portals.gcs.w9.title"
            text="portals.gcs.w9.description"
          >
            {view.w9 ? (
              <a
                href={`${view.w9.url}?download`}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Download className="size-4" aria-hidden="true" />
                {t("portals.gcs.w9.download", { year: String(view.w9.taxYear) })}
              </a>
            ) : (
              callUs
            )}
          </Item>
          <Item
            icon={BadgeCheck}
            id="dir"
            title="portals.gcs.dir.title"
            text="portals.gcs.dir.description"
          >
            {view.dir ? (
              <div className="space-y-1">
                <p>
                  <span className="font-medium text-navy-900">{t("portals.gcs.dir.number")}: </span>
                  <span className="font-mono">{view.dir.number}</span>
                </p>
                {view.dir.expires ? <p>{validThrough(view.dir.expires)}</p> : null}
                <p>
                  <OutsideLink href={view.dir.searchUrl} className={linkClass}>
                    {t("portals.gcs.dir.search")}
                  </OutsideLink>
                </p>
              </div>
            ) : (
              callUs
            )}
          </Item>
          <Item
            icon={ShieldCheck}
            id="insurance"
            title="portals.gcs.insurance.title"
            text="portals.gcs.insurance.description"
            wide
          >
            {view.insurance.length > 0 ? <InsuranceTable policies={view.insurance} /> : callUs}
          </Item>
          <Item
            icon={Banknote}
            id="banking"
            title="portals.gcs.banking.title"
            text="portals.gcs.banking.description"
          >
            {view.remittance.length > 0 ? (
              <>
                <p className="font-medium text-navy-900">{t("portals.gcs.banking.remitTo")}</p>
                <address className="mt-1 not-italic">
                  {view.remittance.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </>
            ) : (
              callUs
            )}
            <p className="mt-3">
              <CallUs text={t("portals.gcs.banking.ach", { phone: SLOT })} phone={phone} />
            </p>
            <p className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <CallUs text={t("portals.gcs.banking.fraud", { phone: SLOT })} phone={phone} />
              </span>
            </p>
          </Item>
          {view.licenses.length > 0 || view.certifications.length > 0 ? (
            <Item icon={BadgeCheck} id="licenses" title="portals.gcs.licenses.title">
              <ul className="space-y-2">
                {view.licenses.map((license) => (
                  <li key={`${license.name}-${license.number}`}>
                    <span className="font-medium text-navy-900">{license.name}</span>
                    {license.number ? (
                      <>
                        {" "}
                        {license.lookupUrl ? (
                          <OutsideLink
                            href={license.lookupUrl}
                            className={linkClass}
                            title={t("portals.gcs.licenses.check")}
                          >
                            #{license.number}
                          </OutsideLink>
                        ) : (
                          `#${license.number}`
                        )}
                      </>
                    ) : null}{" "}
                    {validThrough(license.expires)}
                  </li>
                ))}
              </ul>
              {view.certifications.length > 0 ? (
                <>
                  <h3 className="mt-4 font-semibold text-navy-900">
                    {t("portals.gcs.certifications.title")}
                  </h3>
                  <ul className="mt-1 space-y-1">
                    {view.certifications.map((certification) => (
                      <li key={certification.name}>
                        {certification.name}
                        {certification.number ? ` #${certification.number}` : ""}{" "}
                        {validThrough(certification.expires)}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Item>
          ) : null}
          {view.identifiers.uei || view.identifiers.cage || view.identifiers.naics.length > 0 ? (
            <Item icon={FileText} id="identifiers" title="portals.gcs.identifiers.title">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {view.identifiers.uei ? (
                  <>
                    <dt className="font-medium text-navy-900">
                      {t("portals.gcs.identifiers.uei")}
                    </dt>
                    <dd className="font-mono">{view.identifiers.uei}</dd>
                  </>
                ) : null}
                {view.identifiers.cage ? (
                  <>
                    <dt className="font-medium text-navy-900">
                      {t("portals.gcs.identifiers.cage")}
                    </dt>
                    <dd className="font-mono">{view.identifiers.cage}</dd>
                  </>
                ) : null}
                {view.identifiers.naics.length > 0 ? (
                  <>
                    <dt className="font-medium text-navy-900">
                      {t("portals.gcs.identifiers.naics")}
                    </dt>
                    <dd className="font-mono">{view.identifiers.naics.join(", ")}</dd>
                  </>
                ) : null}
              </dl>
            </Item>
          ) : null}
          <section
            id="coi-request"
            aria-labelledby="coi-title"
            className="scroll-mt-28 rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2"
          >
            <h2 id="coi-title" className="text-2xl font-bold text-navy-900">
              {t("portals.gcs.coi.title")}
            </h2>
            <p className="mt-2 text-slate-600">{t("portals.gcs.coi.intro")}</p>
            <div className="mt-6">{coiForm}</div>
          </section>
          <p className="flex items-center gap-2 text-slate-700 lg:col-span-2">
            <Phone className="size-4" aria-hidden="true" />
            <SiteLink href="/#contact" className={linkClass}>
              {t("portals.contactUs")}
            </SiteLink>
          </p>
        </div>
      </div>
    </>
  );
}

/** A message with the phone number (a link) where the message has it. */
function CallUs({ text, phone }: { text: string; phone: React.ReactNode }) {
  const [before, after] = textAround(text);
  return (
    <span>
      {before}
      {phone}
      {after}
    </span>
  );
}

function Item({
  icon: Icon,
  id,
  title,
  text,
  wide,
  children,
}: {
  icon: LucideIcon;
  id: string;
  title: MessageKey;
  text?: MessageKey;
  wide?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslator();
  // On a phone the icon stands beside the heading and the content takes the card's whole width;
  // from 640 px the content lines up under the heading, beside the icon.
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`grid min-w-0 grid-cols-[auto_minmax(0,1fr)] content-start items-start gap-x-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${wide ? "lg:col-span-2" : ""}`}
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-navy-900 sm:row-span-2">
        <Icon className="size-6 text-accent-400" aria-hidden="true" />
      </span>
      <div className="self-center sm:self-start">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
          {t(title)}
        </h2>
        {text ? <p className="mt-1 text-sm text-slate-600">{t(text)}</p> : null}
      </div>
      <div className="col-span-2 mt-3 min-w-0 text-slate-800 sm:col-span-1 sm:col-start-2">
        {children}
      </div>
    </section>
  );
}
