import { ArrowLeft } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { CredentialsNotice, ExampleValuesNotice } from "~/company/components/ExampleValuesNotice";

/**
 * The frame of an admin page's content: the way back (`back`), its heading, the page's actions
 * beside it and the page. The admin layout around it (app/layout/AdminLayout.tsx) brings the
 * header and navigation. `actionBar` is an `ActionBar` (app/ui/ActionBar.tsx): beside the heading
 * on a wide screen, at the bottom of a phone's, with the page's end kept clear of it.
 */
export function AdminShell({
  title,
  titleAside,
  back,
  actions,
  actionBar,
  children,
}: {
  title: string;
  /** Shown beside the heading, on every width: what the page's record is now (a lead's stage). */
  titleAside?: React.ReactNode;
  back?: { to: string; label: string };
  actions?: React.ReactNode;
  actionBar?: React.ReactNode;
  children: React.ReactNode;
}) {
  const root = useRouteLoaderData<{ exampleValues?: string[]; credentialProblems?: string[] }>(
    "root",
  );
  return (
    <div className={`px-4 pt-6 sm:px-6 sm:pt-8 ${actionBar ? "pb-32 lg:pb-16" : "pb-16"}`}>
      <div className="mx-auto max-w-7xl">
        {back ? (
          <Link
            to={back.to}
            className="mb-2 inline-flex items-center gap-1.5 py-1 text-sm font-semibold text-navy-700 hover:text-navy-950"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </Link>
        ) : null}
        <ExampleValuesNotice fields={root?.exampleValues ?? []} />
        <CredentialsNotice problems={root?.credentialProblems ?? []} />
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              {title}
            </h1>
            {titleAside}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          {actionBar}
        </div>
        {children}
      </div>
    </div>
  );
}
