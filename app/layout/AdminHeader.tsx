import { Globe } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { SignOutButton } from "~/accounts/components/SignOutButton";
import { adminHome, type PermissionHolder } from "~/auth/permissions";
import { useCompany } from "~/company/CompanyContext";
import { useT } from "~/i18n/I18nContext";
import { LogoMark } from "~/ui/Logo";
import { RouterLinks } from "~/ui/RouterLinks";
import { type AdminPage, adminPages, adminPagesFor } from "./admin-area";

/**
 * The admin area's header: the company and the way home, who is signed in, sign out, the way
 * back to the public site, and the admin navigation on a line of its own that scrolls sideways
 * on a phone (so pages can be added without it wrapping). Plain links and a form: it works the
 * same without JavaScript.
 */
export function AdminHeader({
  viewer,
}: {
  viewer: PermissionHolder & { name: string; email: string };
}) {
  const t = useT();
  const company = useCompany();
  const pages = adminPagesFor(viewer);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Link
          to={adminHome(viewer) ?? "/"}
          aria-label={t("adminFrame.home", { company: company.shortName })}
          className="flex min-w-0 items-center gap-2 rounded-md"
        >
          <LogoMark className="size-8 shrink-0" />
          <span className="truncate text-sm font-bold tracking-tight text-navy-900 sm:text-base">
            {company.shortName}
          </span>
          <span className="hidden rounded bg-navy-100 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-navy-800 sm:inline">
            {viewer.isAdmin ? t("adminFrame.admin") : t("adminFrame.office")}
          </span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-3">
          <a
            href="/"
            className="inline-flex size-10 items-center justify-center gap-1.5 rounded-md text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900 md:w-auto md:px-3"
          >
            <Globe aria-hidden="true" className="size-5 md:size-4" />
            <span className="max-md:sr-only">{t("adminFrame.publicSite")}</span>
          </a>
          <p className="max-w-24 text-right text-xs leading-tight sm:max-w-48 sm:text-sm">
            <span className="sr-only">{t("adminFrame.signedInAs")}</span>
            {/* Two short lines on a phone rather than a name cut short. */}
            <span className="block font-semibold text-navy-900 max-sm:line-clamp-2 max-sm:break-words sm:truncate">
              {viewer.name}
            </span>
            <span className="hidden truncate text-xs text-slate-600 sm:block">{viewer.email}</span>
          </p>
          <SignOutButton
            className="inline-flex size-10 items-center justify-center gap-2 rounded-md border border-slate-300 text-sm font-semibold text-navy-900 hover:bg-slate-50 sm:w-auto sm:px-3"
            labelClassName="max-sm:sr-only"
            label={t("adminFrame.signOut")}
          />
        </div>
      </div>
      <AdminNav pages={pages} />
    </header>
  );
}

/**
 * The admin pages this person may open; on a narrow screen the line scrolls and keeps the
 * current page in view. Plain links routed by one handler, their look named once in app/app.css
 * (`.admin-nav-link`): every office page draws fourteen of them (docs/decisions/0102).
 */
function AdminNav({ pages }: { pages: AdminPage[] }) {
  const t = useT();
  const listRef = useCurrentLinkInView();
  const current = currentAdminPage(useLocation().pathname);
  return (
    <nav aria-label={t("adminFrame.navigation")} className="border-t border-slate-100">
      <RouterLinks>
        <ul
          ref={listRef}
          className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 [scrollbar-width:thin] sm:px-4"
        >
          {pages.map((page) => (
            <li key={page.to} className="shrink-0">
              <a
                href={page.to}
                aria-current={page.to === current ? "page" : undefined}
                className="admin-nav-link"
              >
                {t(page.label)}
              </a>
            </li>
          ))}
        </ul>
      </RouterLinks>
    </nav>
  );
}

/**
 * The navigation's current page: the one whose address is the longest start of the path, so
 * the board (/admin/leads/board) is current on its own page and Leads on a lead's page.
 */
export function currentAdminPage(pathname: string): string | undefined {
  return adminPages
    .map((page) => page.to as string)
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** Scrolls the navigation line (never the page) so that the current page's link shows. */
function useCurrentLinkInView() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>("[aria-current=page]");
    if (!list || !current) return;
    const shown = list.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left < shown.left || link.right > shown.right) {
      list.scrollLeft += link.left - shown.left - (shown.width - link.width) / 2;
    }
  }, [pathname]);
  return listRef;
}
