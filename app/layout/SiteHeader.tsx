import { ChevronDown, Menu, Phone, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LicenseNumbers, SLOT, textAround } from "~/company/components/LicenseNumbers";
import type { CompanyFacts } from "~/company/facts";
import { QUOTE_PATH } from "~/company/fixed-facts";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { unprefixedPath } from "~/i18n/languages";
import { TrialForm } from "~/leads/forms/TrialForm";
import { navItems, softwareMenu, teamPortalLinks } from "~/site/content";
import { timings } from "~/site/timings";
import { useHoverMenu, useScrolledPast } from "~/ui/hooks";
import { Logo } from "~/ui/Logo";
import { SiteLink } from "~/ui/SiteLink";
import { LanguageOffer, LanguageSelect } from "./LanguageSelect";

/**
 * The announcement bar and the fixed navigation bar above every page. An island on the public
 * pages (app/islands), so it links with plain anchors and gets the path as a prop.
 */
export type HeaderFacts = Pick<
  CompanyFacts,
  "name" | "shortName" | "phone" | "supportLine" | "supportExtension" | "licenseDetails"
> & {
  /** The uploaded logo's address; null: the drawn mark. */
  logo: string | null;
};

export function SiteHeader({
  pathname,
  company,
  bilingual = false,
}: {
  pathname: string;
  company: HeaderFacts;
  /** Whether the page is in both languages: the selector and the offer show only then. */
  bilingual?: boolean;
}) {
  const t = useT();
  const localPath = useLocalPath();
  const scrolled = useScrolledPast(timings.headerScrolledThresholdPx);
  const solid = scrolled || unprefixedPath(pathname) !== "/";
  const [mobileOpen, setMobileOpen] = useState(false);

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <header
      data-scrolled={solid ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        solid || mobileOpen ? "bg-white text-navy-900 shadow-md" : "bg-transparent text-white"
      }`}
    >
      <Banner company={company} />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 xl:h-[4.25rem]">
        <a
          href={localPath("/#home")}
          className="shrink-0 rounded-md"
          aria-label={t("common.header.homeLink", { company: company.name })}
        >
          <Logo
            shortName={company.shortName}
            image={company.logo}
            inverted={!(solid || mobileOpen)}
          />
        </a>

        <nav aria-label={t("common.nav.main")} className="hidden xl:block">
          <ul className="flex items-center 2xl:gap-1">
            {navItems.map((item) =>
              item.href === "/features" ? (
                <li key={item.href}>
                  <SoftwareMegaMenu label={t(item.key)} phone={company.phone.display} />
                </li>
              ) : (
                <li key={item.href}>
                  <SiteLink href={item.href} className={navLinkClass}>
                    {t(item.key)}
                  </SiteLink>
                </li>
              ),
            )}
            <li>
              <TeamPortalHoverMenu />
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {bilingual ? <LanguageSelect pathname={pathname} /> : null}
          <a
            href={localPath(QUOTE_PATH)}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden whitespace-nowrap rounded-md bg-accent-400 px-4 py-2 text-sm font-semibold text-navy-950 shadow-sm hover:bg-accent-300 sm:inline-flex"
          >
            {t("common.header.getQuote")}
            <span className="sr-only">{t("common.header.opensInNewTab")}</span>
          </a>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md xl:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">
              {mobileOpen ? t("common.header.closeMenu") : t("common.header.openMenu")}
            </span>
          </button>
        </div>
      </div>
      {bilingual ? <LanguageOffer /> : null}
      {mobileOpen ? <MobileMenu onNavigate={() => setMobileOpen(false)} /> : null}
    </header>
  );
}

/**
 * Narrower at `xl` than at `2xl`: the bar holds nine links and the Team Portal menu at 1280 px,
 * in Spanish too (its longest words), a little smaller.
 */
const navLinkClass =
  "inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-2 text-[0.8125rem] font-medium hover:bg-black/5 2xl:px-3 2xl:text-sm";

function Banner({ company }: { company: HeaderFacts }) {
  const t = useT();
  return (
    <div className="bg-navy-950 text-navy-100">
      <div className="mx-auto flex h-8 max-w-7xl items-center justify-center gap-x-4 px-4 text-xs sm:justify-between sm:px-6">
        <p className="flex items-center gap-1.5">
          <Phone className="size-3.5 text-accent-400" aria-hidden="true" />
          <span>
            {t("common.header.support")}{" "}
            <a
              href={`tel:${company.supportLine.tel}`}
              className="font-semibold text-white hover:underline"
            >
              {company.supportExtension
                ? t("common.header.supportNumber", {
                    phone: company.supportLine.display,
                    extension: company.supportExtension,
                  })
                : company.supportLine.display}
            </a>
            {" · "}
            <SiteLink href="/service" className="font-semibold text-white underline">
              {t("common.header.requestService")}
            </SiteLink>
          </span>
        </p>
        <Licensed licenses={company.licenseDetails} />
      </div>
    </div>
  );
}

/** "Licensed B-General Contractor #… · …": each number links to the state's look-up. */
function Licensed({ licenses }: { licenses: HeaderFacts["licenseDetails"] }) {
  const [before, after] = textAround(useT()("common.header.licensed", { licenses: SLOT }));
  return (
    <p className="hidden sm:block">
      {before}
      <LicenseNumbers
        licenses={licenses}
        separator=" · "
        linkClassName="text-white underline underline-offset-2 hover:text-accent-300"
      />
      {after}
    </p>
  );
}

function SoftwareMegaMenu({ label, phone }: { label: string; phone: string }) {
  const t = useT();
  const localPath = useLocalPath();
  const menu = useHoverMenu(timings.megaMenuCloseDelayMs);
  // The link goes to /features; the button beside it opens the menu from the keyboard (Enter,
  // Space), so that Tab walks past a closed menu (WAI-ARIA's disclosure navigation with links).
  return (
    <div className="relative flex items-center" {...menu.containerProps}>
      <a href={localPath("/features")} className={`${navLinkClass} pr-1`}>
        {label}
      </a>
      <button
        type="button"
        ref={(node) => {
          menu.triggerRef.current = node;
        }}
        className="inline-flex size-8 items-center justify-center rounded-md hover:bg-black/5"
        aria-expanded={menu.open}
        aria-controls="software-menu"
        onClick={menu.toggle}
      >
        <ChevronDown className="size-4" aria-hidden="true" />
        <span className="sr-only">{t("common.header.softwareMenu", { label })}</span>
      </button>
      <div
        id="software-menu"
        data-testid="software-menu"
        ref={(node) => {
          menu.menuRef.current = node;
        }}
        hidden={!menu.open}
        className="-translate-x-1/2 fixed left-1/2 top-[6.25rem] w-[min(72rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-6 text-navy-900 shadow-2xl"
      >
        <div className="grid grid-cols-[repeat(4,minmax(0,1fr))_18rem] gap-6">
          {softwareMenu.map((column) => (
            <div key={column.key}>
              <h2 className="mb-3 text-xs font-semibold uppercase tracking-wider text-slate-500">
                {t(column.key)}
              </h2>
              <ul className="space-y-1">
                {column.items.map((item) => (
                  <li key={item.key}>
                    {item.href ? (
                      <a
                        href={localPath(item.href)}
                        onClick={menu.close}
                        className="block rounded-md px-2 py-1.5 text-sm hover:bg-navy-50 hover:text-navy-700"
                      >
                        {t(item.key)}
                      </a>
                    ) : (
                      <span className="block px-2 py-1.5 text-sm text-slate-500">
                        {t(item.key)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="rounded-lg bg-navy-900 p-5 text-white">
            <TrialForm idPrefix="menu-trial" phone={phone} />
          </div>
        </div>
      </div>
    </div>
  );
}

function TeamPortalHoverMenu() {
  const t = useT();
  const localPath = useLocalPath();
  const menu = useHoverMenu(timings.teamMenuCloseDelayMs);
  return (
    <div className="relative" {...menu.containerProps}>
      <button
        type="button"
        ref={(node) => {
          menu.triggerRef.current = node;
        }}
        className={navLinkClass}
        aria-expanded={menu.open}
        aria-controls="team-portal-menu"
        onClick={menu.toggle}
      >
        {t("common.teamPortal.title")}
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      <ul
        id="team-portal-menu"
        ref={(node) => {
          menu.menuRef.current = node;
        }}
        hidden={!menu.open}
        className="absolute right-0 top-full mt-1 w-56 rounded-lg border border-slate-200 bg-white p-1.5 text-navy-900 shadow-xl"
      >
        {teamPortalLinks.map((link) => (
          <li key={link.href}>
            <a
              href={localPath(link.href)}
              onClick={menu.close}
              className="block rounded-md px-3 py-2 text-sm hover:bg-navy-50"
            >
              {t(link.key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <nav
      id="mobile-menu"
      aria-label={t("common.nav.main")}
      className="max-h-[calc(100dvh-6rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 xl:hidden"
    >
      <ul className="divide-y divide-slate-100">
        {navItems.map((item) => (
          <li key={item.href}>
            <SiteLink
              href={item.href}
              onClick={onNavigate}
              className="block px-2 py-3 text-base font-medium text-navy-900"
            >
              {t(item.key)}
            </SiteLink>
          </li>
        ))}
        <li>
          <TeamPortalDialog onNavigate={onNavigate} />
        </li>
      </ul>
      <a
        href={localPath(QUOTE_PATH)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
        className="mt-4 flex justify-center rounded-md bg-accent-400 px-4 py-3 font-semibold text-navy-950"
      >
        {t("common.header.getQuote")}
        <span className="sr-only">{t("common.header.opensInNewTab")}</span>
      </a>
    </nav>
  );
}

/**
 * On phones the team portal is a modal: the browser's own dialog, which keeps focus inside, closes
 * on Escape and gives focus back to the trigger; a click on the backdrop closes it too.
 */
function TeamPortalDialog({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const localPath = useLocalPath();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = "team-portal-dialog-title";
  const descriptionId = "team-portal-dialog-description";
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
        className="flex w-full items-center justify-between px-2 py-3 text-left text-base font-medium text-navy-900"
      >
        {t("common.teamPortal.title")}
        <ChevronDown className="size-4 -rotate-90" aria-hidden="true" />
      </button>
      {/* A click on the backdrop lands on the dialog element itself, outside its padded content. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-xl bg-white p-0 shadow-2xl backdrop:bg-navy-950/60"
      >
        <div className="p-6">
          <div className="mb-4 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-semibold text-navy-900">
              {t("common.teamPortal.title")}
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{t("common.header.close")}</span>
            </button>
          </div>
          <p id={descriptionId} className="mb-3 text-sm text-slate-600">
            {t("common.teamPortal.choose")}
          </p>
          <ul className="space-y-2">
            {teamPortalLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={localPath(link.href)}
                  onClick={onNavigate}
                  className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-navy-900 hover:border-navy-300 hover:bg-navy-50"
                >
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
