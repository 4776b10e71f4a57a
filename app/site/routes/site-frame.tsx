import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "~/layout/ErrorPage";
import type { Route } from "./+types/site-frame";

/**
 * The public pages' frame: a route without a path or loader around the page table, whose only
 * work is its error boundary. React Router runs the loaders above the boundary that catches an
 * action's error and none below it; were the root that boundary (a form posted to a page without
 * one, a post refused before it was read), the root loader would not run, and the header, footer
 * and error page would have neither the page's messages nor the company's facts
 * (docs/architecture.md#languages). Below the root, the root loader runs.
 */
export default function SiteFrame() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
