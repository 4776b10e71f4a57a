import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/auth/AdminShell";
import { getViewer } from "~/auth/session.server";
import { useCompany } from "~/company/CompanyContext";
import { useT } from "~/i18n/I18nContext";
import { pageTitle } from "~/site/titles";
import { ErrorPage, errorText } from "~/ui/ErrorPage";
import type { Route } from "./+types/AdminLayout";
import { AdminHeader } from "./AdminHeader";
import { ADMIN_AREA, adminPages } from "./admin-area";

/**
 * The layout route of the admin area. It only reads who is signed in, to show them in the
 * header: each page still checks its own permission in its loader and action, so a page that
 * lets more people in than the admin is not held back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  return {
    viewer: viewer?.isAdmin ? { name: viewer.name, email: viewer.email } : null,
  };
}

/** Who is signed in changes only with a sign-in or sign-out, which load a new document. */
export function shouldRevalidate() {
  return false;
}

export type AdminAreaData = Awaited<ReturnType<typeof loader>>;

/** The admin's data when the admin layout frames the page; the shell then leaves out its own. */
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
  return (
    <AdminFrame viewer={viewer}>
      <title>{pageTitle(text.title, company.name)}</title>
      <AdminShell title={text.title}>
        <p className="text-slate-700">{text.body}</p>
        <Link
          to={adminPages[0].to}
          className="mt-4 inline-block font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-950"
        >
          Back to {adminPages[0].label}
        </Link>
      </AdminShell>
    </AdminFrame>
  );
}
