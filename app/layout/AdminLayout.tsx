import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import { adminHome } from "~/auth/permissions";
import { getViewer } from "~/auth/session.server";
import { useCompany } from "~/company/CompanyContext";
import { useT } from "~/i18n/I18nContext";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/AdminLayout";
import { AdminHeader } from "./AdminHeader";
import { AdminShell } from "./AdminShell";
import { ADMIN_AREA, adminPages, framedByAdminArea } from "./admin-area";
import { ErrorPage, errorText } from "./ErrorPage";

/**
 * The layout route of the admin area. It only reads who is signed in, to show them in the
 * header with the pages they may open: each page still checks its own permission in its loader
 * and action. Someone who may open no admin page (an employee's 403) gets the public layout.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  const mayEnter = framedByAdminArea(viewer);
  return {
    viewer:
      mayEnter && viewer
        ? {
            name: viewer.name,
            email: viewer.email,
            isAdmin: viewer.isAdmin,
            permissions: viewer.permissions,
          }
        : null,
  };
}

/** Who is signed in changes only with a sign-in or sign-out, which load a new document. */
export function shouldRevalidate() {
  return false;
}

type AdminAreaData = Awaited<ReturnType<typeof loader>>;

/** Who the admin layout frames the page for (null: no frame); the shell then leaves out its own. */
export function useAdminArea(): AdminAreaData["viewer"] {
  return useRouteLoaderData<typeof loader>(ADMIN_AREA)?.viewer ?? null;
}

/** Someone who may not see the admin area gets the plain page (a 403, a redirect to sign in). */
export default function AdminLayout() {
  const viewer = useAdminArea();
  if (!viewer) return <Outlet />;
  return (
    <AdminFrame viewer={viewer}>
      <Outlet />
    </AdminFrame>
  );
}

function AdminFrame({
  viewer,
  children,
}: {
  viewer: NonNullable<AdminAreaData["viewer"]>;
  children: React.ReactNode;
}) {
  return (
    <>
      <AdminHeader viewer={viewer} />
      <main id="main" tabIndex={-1} className="flex-1 bg-slate-50 outline-none">
        {children}
      </main>
    </>
  );
}

/** A page of the admin area that fails (a lead that is gone) keeps the admin's header. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const viewer = useAdminArea();
  const company = useCompany();
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!viewer) return <ErrorPage status={status} />;
  const text = errorText(status, t);
  // Someone framed by the layout may open at least one page: the one they start at.
  const home = adminPages.find((page) => page.to === adminHome(viewer));
  return (
    <AdminFrame viewer={viewer}>
      <title>{pageTitle(text.title, company.name)}</title>
      <AdminShell title={text.title}>
        <p className="text-slate-700">{text.body}</p>
        {home ? (
          <Link
            to={home.to}
            className="mt-4 inline-block font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-950"
          >
            {t("adminFrame.backTo", { page: t(home.label) })}
          </Link>
        ) : null}
      </AdminShell>
    </AdminFrame>
  );
}
