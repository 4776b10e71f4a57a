import type { LucideIcon } from "lucide-react";
import { FileCheck2, Receipt, Scale, ShieldCheck } from "lucide-react";
import { toAnswer } from "~/forms/answer-target";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { FormAnswer } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { Honeypot } from "~/forms/Honeypot";
import type { FormResult } from "~/forms/result";
import { useT } from "~/i18n/I18nContext";
import type { MessageKey } from "~/i18n/translator";
import { PageHero } from "~/ui/PageHero";
import { SiteLink } from "~/ui/SiteLink";
import { itemsUnder, type PortalHeading } from "../requirements/requirements";
import type { RequirementSetView } from "../requirements/requirements.server";
import { RequirementLines } from "./RequirementLines";

/** The four headings of the portal (docs/product.md#subcontractors), in its order, with what each is about. */
const HEADINGS: { id: PortalHeading; icon: LucideIcon; title: MessageKey; about: MessageKey }[] = [
  {
    id: "coi",
    icon: ShieldCheck,
    title: "portals.subcontractors.coi.title",
    about: "portals.subcontractors.coi.description",
  },
  {
    id: "labor",
    icon: Scale,
    title: "portals.subcontractors.labor.title",
    about: "portals.subcontractors.labor.description",
  },
  {
    id: "bond",
    icon: FileCheck2,
    title: "portals.subcontractors.bond.title",
    about: "portals.subcontractors.bond.description",
  },
  {
    id: "billing",
    icon: Receipt,
    title: "portals.subcontractors.billing.title",
    about: "portals.subcontractors.billing.description",
  },
];

/**
 * The public Sub-Contractors portal: the four headings, each with the office's current
 * requirements of every set, so that a subcontractor knows what to send before being asked; and
 * the form that mails a new personal link to an invited address.
 */
export function SubcontractorPortal({
  sets,
  answer,
}: {
  sets: readonly RequirementSetView[];
  answer?: FormResult;
}) {
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t("portals.eyebrow")} title={t("portals.subcontractors.title")}>
        <p className="mt-4">{t("subcontractors.public.portalOpen")}</p>
      </PageHero>
      <div className="bg-slate-50 px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-7xl">
          <section aria-labelledby="portal-items-title">
            <h2
              id="portal-items-title"
              className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
            >
              {t("subcontractors.public.currentTitle")}
            </h2>
            <ul className="mt-8 grid gap-6 lg:grid-cols-2">
              {HEADINGS.map((heading) => (
                <HeadingCard key={heading.id} heading={heading} sets={sets} />
              ))}
            </ul>
          </section>
          <LostLinkForm answer={answer} />
          <p className="mt-8 text-slate-700">
            {t("subcontractors.public.questions")}{" "}
            <SiteLink href="/#contact" className="font-semibold text-navy-700 underline">
              {t("portals.contactUs")}
            </SiteLink>
          </p>
        </div>
      </div>
    </>
  );
}

function HeadingCard({
  heading,
  sets,
}: {
  heading: (typeof HEADINGS)[number];
  sets: readonly RequirementSetView[];
}) {
  const t = useT();
  const filled = sets
    .map((set) => ({ set, items: itemsUnder(heading.id, set.items) }))
    .filter((entry) => entry.items.length > 0);
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-navy-900">
        <heading.icon className="size-6 text-accent-400" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-navy-900">{t(heading.title)}</h3>
        <p className="mt-1 text-slate-600">{t(heading.about)}</p>
        {filled.length === 0 && heading.id !== "bond" ? (
          <p className="mt-3 text-sm text-slate-600">{t("subcontractors.public.none")}</p>
        ) : null}
        {filled.map(({ set, items }) => (
          <div key={set.id} className="mt-4">
            <h4 className="text-sm font-semibold uppercase tracking-wide text-navy-700">
              {t("subcontractors.public.set", { set: set.name })}
            </h4>
            <ul className="mt-2 space-y-2">
              {items.map((item) => (
                <li key={item.id}>
                  <RequirementLines item={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}

/** "Lost your link?": the same answer whether the address was invited or not. */
function LostLinkForm({ answer }: { answer?: FormResult }) {
  const t = useT();
  const errors = answer && !answer.ok ? answer.errors : {};
  const values = answer && !answer.ok ? answer.values : {};
  return (
    <section
      id="lost-link"
      aria-labelledby="lost-link-title"
      className="mt-12 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
    >
      <h2 id="lost-link-title" className="text-2xl font-bold text-navy-900">
        {t("subcontractors.lostLink.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">{t("subcontractors.lostLink.intro")}</p>
      <form
        method="post"
        action={toAnswer("", "lost-link")}
        className="relative mt-6 max-w-md space-y-4"
        noValidate
      >
        <FormAnswer form="lost-link" answer={answer} className="" />
        <Honeypot />
        <TextField
          idPrefix="lost-link"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          label={t("subcontractors.lostLink.email")}
          defaultValue={values.email ?? ""}
          error={errors.email}
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800"
        >
          {t("subcontractors.lostLink.button")}
        </button>
      </form>
    </section>
  );
}
