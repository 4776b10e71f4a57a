import { useRef, useState } from "react";
import { EmployeeLogin } from "~/accounts/components/EmployeeLogin";
import { LoginForm } from "~/accounts/components/LoginForm";
import { SignOutButton } from "~/accounts/components/SignOutButton";
import { RichText, useLang, useT } from "~/i18n/I18nContext";
import { pathIn } from "~/i18n/languages";
import { useHydrated } from "~/ui/hooks";
import type { TrackerData } from "../progress/tracker.server";
import { ConfirmationView } from "./ConfirmationView";
import type { MileageState } from "./MileageCalculator";
import { FORMS_PANEL_HASH, PORTAL_PANELS } from "./portal-anchors";
import { ResourcesPanel } from "./ResourcesPanel";
import { type SubmitAllError, TrackerPanel } from "./TrackerPanel";
import { useStoredNames } from "./useStoredNames";

export type PortalTab = "forms" | "resources";

export interface EmployeePortalProps {
  tracker: TrackerData;
  mileage: MileageState;
  viewer: { name: string; isAdmin: boolean } | null;
  redirectTo?: string;
  submitError?: SubmitAllError;
  /** The page's address as the server saw it: the portal's links and the tab build on it. */
  pathname: string;
  search: string;
}

/**
 * The new-hire portal below the page's title: the login (or who is signed in) and the two tabs.
 * It is the page's one island, a lazy one (docs/decisions/0008 and 0009): it uses no React
 * Router, and every form in it is a plain form that works before (or without) its script.
 */
export function EmployeePortal(props: EmployeePortalProps) {
  const { tracker, mileage, viewer, redirectTo, submitError, pathname } = props;
  const [search, setSearch] = useState(props.search);
  useStoredNames(tracker, pathname, props.search);
  const tab = tabOf(search);
  const t = useT();
  const lang = useLang();
  const showTab = (value: PortalTab) => {
    const next = tabSearch(search, value);
    setSearch(next);
    // The tab lives in the URL (?tab=resources), so that it works without scripts too.
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${next}${window.location.hash}`,
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      {viewer ? (
        <div className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-5 py-4">
          {viewer.isAdmin ? (
            <p className="text-navy-900">
              <RichText
                k="onboarding.adminNote"
                values={{ name: viewer.name }}
                tags={{
                  name: (chunk) => <span className="font-semibold">{chunk}</span>,
                  link: (chunk) => (
                    <a href="/admin/progress" className="font-semibold text-navy-700 underline">
                      {chunk}
                    </a>
                  ),
                }}
              />
            </p>
          ) : (
            <p className="text-navy-900">
              <RichText
                k="onboarding.signedInAs"
                values={{ name: viewer.name }}
                tags={{ name: (chunk) => <span className="font-semibold">{chunk}</span> }}
              />{" "}
              <a
                href={pathIn(lang, "/team/employees/hub")}
                className="font-semibold text-navy-700 underline"
              >
                {t("onboarding.goToHub")}
              </a>
            </p>
          )}
          <SignOutButton />
        </div>
      ) : (
        <div className="mb-10 grid gap-6 lg:grid-cols-[minmax(0,26rem)_1fr] lg:items-start">
          <EmployeeLogin>
            <LoginForm
              action={pathIn(lang, "/account/login")}
              submitLabel={t("auth.login.submit")}
              redirectTo={redirectTo}
            />
          </EmployeeLogin>
          <p className="text-slate-600 lg:pt-8">{t("onboarding.notSetUp")}</p>
        </div>
      )}
      <PortalTabs
        tab={tab}
        hrefOf={(value) => `${pathname}${tabSearch(search, value)}`}
        onSelect={showTab}
      >
        {tab === "forms" ? (
          tracker.confirmation ? (
            <ConfirmationView
              name={tracker.confirmation.name}
              submittedAt={tracker.confirmation.submittedAt}
              dashboardHref={`${pathname}?${new URLSearchParams({
                firstName: tracker.values.firstName,
                lastName: tracker.values.lastName,
              })}${FORMS_PANEL_HASH}`}
            />
          ) : (
            <TrackerPanel
              data={tracker}
              search={search}
              pathname={pathname}
              submitError={submitError}
            />
          )
        ) : (
          <ResourcesPanel mileage={mileage} />
        )}
      </PortalTabs>
    </div>
  );
}

function tabOf(search: string): PortalTab {
  return new URLSearchParams(search).get("tab") === "resources" ? "resources" : "forms";
}

function tabSearch(search: string, value: PortalTab): string {
  const query = new URLSearchParams(search);
  if (value === "forms") query.delete("tab");
  else query.set("tab", value);
  const next = query.toString();
  return next ? `?${next}` : "";
}

const TABS = [
  ["forms", "onboarding.formsTab"],
  ["resources", "onboarding.resourcesTab"],
] as const;

/**
 * The WAI-ARIA tabs pattern (arrow keys, Home and End move and select). Each tab is also a link
 * to its own address, which is what it is until the script arrives. Only the selected panel
 * has content, as the server rendered it.
 */
function PortalTabs({
  tab,
  hrefOf,
  onSelect,
  children,
}: {
  tab: PortalTab;
  hrefOf: (value: PortalTab) => string;
  onSelect: (value: PortalTab) => void;
  children: React.ReactNode;
}) {
  const tabRefs = useRef(new Map<PortalTab, HTMLAnchorElement>());
  // Until the arrow keys work, each tab is a link the Tab key reaches.
  const scripted = useHydrated();
  const t = useT();
  const moveTo = (index: number) => {
    const value = TABS[(index + TABS.length) % TABS.length]?.[0] ?? "forms";
    onSelect(value);
    tabRefs.current.get(value)?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    // Alt+Left is the browser's Back; the other modifiers belong to the browser too.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: TABS.length - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={t("onboarding.tabs")}
        className="flex gap-1 rounded-lg border border-slate-200 bg-slate-50 p-1"
      >
        {TABS.map(([value, label], index) => (
          <a
            key={value}
            ref={(element) => {
              if (element) tabRefs.current.set(value, element);
            }}
            role="tab"
            id={`portal-tab-${value}`}
            href={hrefOf(value)}
            aria-selected={tab === value}
            aria-controls={PORTAL_PANELS[value]}
            tabIndex={scripted && tab !== value ? -1 : undefined}
            onClick={(event) => {
              // A new tab or window still opens the tab's address.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onSelect(value);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="flex-1 rounded-md px-3 py-2.5 text-center text-sm font-semibold text-navy-700 hover:text-navy-950 aria-selected:bg-white aria-selected:text-navy-950 aria-selected:shadow-sm sm:text-base"
          >
            {t(label)}
          </a>
        ))}
      </div>
      {TABS.map(([value]) => (
        <div
          key={value}
          role="tabpanel"
          id={PORTAL_PANELS[value]}
          aria-labelledby={`portal-tab-${value}`}
          hidden={tab !== value}
          className="mt-8"
        >
          {tab === value ? children : null}
        </div>
      ))}
    </>
  );
}
