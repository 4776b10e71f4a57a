import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { CompanyProvider } from "~/company/CompanyContext";
import { type CompanyFacts, exampleFacts } from "~/company/facts";
import { Island } from "~/islands/Island";
import { IslandScripts } from "~/islands/IslandScripts";
import { islandsPageOf } from "~/islands/page";
import { SiteFooter } from "~/layout/SiteFooter";
import type { HeaderFacts } from "~/layout/SiteHeader";
import { siteOrigin } from "~/site/seo.server";
import { ErrorPage } from "~/ui/ErrorPage";
import { useNonce } from "~/ui/nonce";
import { useHashTargetScroll } from "~/ui/scroll";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export function loader({ context }: Route.LoaderArgs) {
  return {
    /** For canonical and social URLs in every route's meta (see app/site/seo.ts). */
    origin: siteOrigin(context),
    /** The company profile as saved now: every page shows it (app/company). */
    company: context.company.facts(),
  };
}

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of the head, before the script
  // preloads: first paint waits for this one file, not for the scripts queued ahead of it.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const islandsPage = islandsPageOf(useMatches());
  // Absent when the root loader itself failed: the error page then shows the example's facts.
  const company = useRouteLoaderData<typeof loader>("root")?.company ?? exampleFacts;
  return (
    <CompanyProvider value={company}>
      <html lang="en" suppressHydrationWarning>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#0c1a33" />
          <Meta />
          <Links />
          {/* Marks the document as scripted before first paint, so reveal animations never hide
            content from visitors without JavaScript. Also puts Zod in jitless mode before any
            schema exists: otherwise it probes for eval, which the CSP refuses and reports. */}
          {/* The browser hides a nonce from scripts, so the client never sees the server's value. */}
          <script nonce={nonce} suppressHydrationWarning>
            {"document.documentElement.dataset.js='';window.__zod_globalConfig={jitless:true}"}
          </script>
        </head>
        <body className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            Skip to content
          </a>
          <Island name="header" props={{ pathname, company: headerFacts(company) }} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
          {islandsPage ? (
            <IslandScripts nonce={nonce} lazyIslands={islandsPage.lazyIslands ?? []} />
          ) : (
            <>
              <ScrollRestoration nonce={nonce} />
              <Scripts nonce={nonce} />
            </>
          )}
        </body>
      </html>
    </CompanyProvider>
  );
}

/** What the header island shows of the profile: its props travel in every page's HTML. */
function headerFacts(company: CompanyFacts): HeaderFacts {
  return {
    name: company.name,
    shortName: company.shortName,
    phone: company.phone,
    licenses: company.licenses,
  };
}

export default function App() {
  useHashTargetScroll();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} />;
  }
  if (import.meta.env.DEV && error instanceof Error) {
    return <ErrorPage status={500} detail={error.stack} />;
  }
  return <ErrorPage status={500} />;
}
