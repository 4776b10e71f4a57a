import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { getViewer } from "~/auth/session.server";
import { CompanyProvider } from "~/company/CompanyContext";
import { credentialsNotice, exampleValuesNotice } from "~/company/examples/example-values.server";
import { type CompanyFacts, exampleFacts } from "~/company/facts";
import { socialImageTags } from "~/company/seo";
import { answerHeaders, pageCacheHeaders } from "~/http/cache-control";
import { errorPageMessages } from "~/i18n/error-messages";
import { listIn } from "~/i18n/format";
import { I18nProvider } from "~/i18n/I18nContext";
import { langOfPath, unprefixedPath } from "~/i18n/languages";
import { PAGE_MESSAGES_META } from "~/i18n/message-sets";
import {
  ISLAND_NAMESPACES,
  PageMessages,
  pageMessagesText,
  rootI18nFromMatches,
  translatorOf,
} from "~/i18n/page";
import { createTranslator } from "~/i18n/translator";
import { Island } from "~/islands/Island";
import { IslandScripts } from "~/islands/IslandScripts";
import { islandsPageOf } from "~/islands/page";
import { useAdminArea } from "~/layout/AdminLayout";
import { adminPageAt, framedByAdminArea, isAdminAreaPath } from "~/layout/admin-area";
import { ErrorPage } from "~/layout/ErrorPage";
import { rootMessagesKey } from "~/layout/root-messages";
import { rootMessageSet } from "~/layout/root-messages.server";
import { SiteFooter } from "~/layout/SiteFooter";
import type { HeaderFacts } from "~/layout/SiteHeader";
import { readsSiteCookies } from "~/layout/site-cookies";
import { hasSpanish, pageAt } from "~/site/pages";
import { FALLBACK_ORIGIN } from "~/site/seo";
import { siteOrigin } from "~/site/seo.server";
import { BOOT_SCRIPT } from "~/ui/inline-scripts";
import { useNonce } from "~/ui/nonce";
import { useHashTargetScroll } from "~/ui/scroll";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const lang = langOfPath(pathname);
  // A page of the admin table inside the admin frame draws no public header or footer: their
  // messages stay home (an unknown address below /admin/ is the public 404, which draws them).
  // The viewer is read once a request, for this, the admin layout and the page
  // (docs/decisions/0102).
  const framed =
    adminPageAt(pathname) !== undefined && framedByAdminArea(await getViewer(request, context));
  // An islands page's messages never leave the server (below).
  const messageSet = pageAt(pathname)?.islands ? undefined : rootMessageSet(lang, pathname, framed);
  return data(
    {
      /**
       * The page's language (its URL) and its compiled messages (docs/architecture.md#languages):
       * the namespaces the page may use (`rootMessageSet`: the admin area's few).
       */
      lang,
      // An islands page never sends its root data: the server renders it from the catalogue
      // (`provideEveryMessage`, app/entry.server.tsx), and the data stays light to encode. A
      // document names its messages' address, which the browser loads beside it and keeps; a
      // navigation's data carries them (app/i18n/message-sets.ts, docs/decisions/0119).
      messages: context.requestScope?.document ? undefined : messageSet?.messages,
      messagesPath: messageSet?.path,
      /** For canonical and social URLs in every route's meta (see app/site/seo.ts). */
      origin: siteOrigin(context),
      /** The company profile as saved now: every page shows it (app/company). */
      company: context.company.facts(),
      /** Admin pages of a production site name the profile's example values (AdminShell). */
      exampleValues: exampleValuesNotice(request, context),
      /** Admin pages name licenses without a number (live site) and expired credentials. */
      credentialProblems: credentialsNotice(request, context),
    },
    { headers: cacheHeadersOf(request, pathname, context) },
  );
}

/**
 * Whether the answer may be shared, from the page table (app/site/page-table.ts): the admin
 * area is private, a shared page is shared at its bare address between requests without the
 * cookies the site reads (a session, a form's answer). A route may say more with
 * `headers = answerHeaders`.
 */
function cacheHeadersOf(
  request: Request,
  pathname: string,
  context: Route.LoaderArgs["context"],
): HeadersInit {
  return pageCacheHeaders(isAdminAreaPath(pathname) ? "private" : pageAt(pathname)?.cache, {
    readsCookies: readsSiteCookies(request.headers.get("cookie")),
    hasQuery: new URL(request.url).search !== "",
    // An item that expires tonight leaves every public page at midnight, even unsaved.
    sharedSeconds: context.company.secondsUntilChange(),
  });
}

export const headers = answerHeaders;

/**
 * Every admin page reads the example values anew: a fix made elsewhere clears the notice. A
 * page that needs other messages (another language, or out of the admin area) reads them anew.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    nextUrl.pathname.startsWith("/admin/") ||
    rootMessagesKey(currentUrl.pathname) !== rootMessagesKey(nextUrl.pathname) ||
    defaultShouldRevalidate
  );
}

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of the head, before the script
  // preloads: first paint waits for this one file, not for the scripts queued ahead of it.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const matches = useMatches();
  const islandsPage = islandsPageOf(matches);
  const lang = langOfPath(pathname);
  // Absent when the root loader did not run: an action's error caught by the root's own
  // boundary (the site's pages and the admin area have frames of their own, below which the
  // root loader runs). The error page then speaks from the messages it carries itself.
  const i18n = rootI18nFromMatches(matches);
  const translator = i18n
    ? translatorOf(i18n.lang, i18n.messages)
    : createTranslator(lang, errorPageMessages(lang));
  // Absent when the root loader itself failed: the error page then shows the example's facts.
  const root = useRouteLoaderData<typeof loader>("root");
  const company = root?.company ?? exampleFacts;
  const inAdminArea = useAdminArea() !== null;
  return (
    <CompanyProvider value={company}>
      <I18nProvider value={translator}>
        <html lang={lang} suppressHydrationWarning>
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#0c1a33" />
            <Meta />
            <Links />
            {root?.messagesPath && !root.messages ? (
              <>
                <meta name={PAGE_MESSAGES_META} content={root.messagesPath} />
                <link rel="preload" href={root.messagesPath} as="fetch" crossOrigin="anonymous" />
              </>
            ) : null}
            <ProfileHeadTags
              origin={root?.origin ?? FALLBACK_ORIGIN}
              company={company}
              pageImage={pageSocialImage(matches)}
              socialImageAlt={
                translator.has("seo.socialImageAlt")
                  ? translator.t("seo.socialImageAlt", {
                      company: company.name,
                      states: listIn(company.states, translator.locale),
                    })
                  : undefined
              }
            />
            {/* app/ui/inline-scripts.ts. The browser hides a nonce from scripts, so the client
            never sees the server's value; a shared page has none (its policy lists the hash). */}
            <script nonce={nonce} suppressHydrationWarning>
              {BOOT_SCRIPT}
            </script>
          </head>
          <body className="flex min-h-dvh flex-col">
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
            >
              {translator.t("common.skipToContent")}
            </a>
            {inAdminArea ? (
              // The admin layout (app/layout/AdminLayout.tsx) brings its own header and main.
              children
            ) : (
              <>
                <Island
                  name="header"
                  props={{
                    pathname,
                    company: headerFacts(company),
                    bilingual: hasSpanish(unprefixedPath(pathname)),
                  }}
                />
                <main id="main" tabIndex={-1} className="flex-1 outline-none">
                  {children}
                </main>
                <SiteFooter />
              </>
            )}
            {islandsPage ? (
              <>
                {i18n ? (
                  <PageMessages
                    text={pageMessagesText(i18n, [
                      ...ISLAND_NAMESPACES,
                      ...(islandsPage.messages ?? []),
                    ])}
                  />
                ) : null}
                <IslandScripts nonce={nonce} lazyIslands={islandsPage.lazyIslands ?? []} />
              </>
            ) : (
              <>
                <ScrollRestoration nonce={nonce} />
                <Scripts nonce={nonce} />
              </>
            )}
          </body>
        </html>
      </I18nProvider>
    </CompanyProvider>
  );
}

interface PageSocialImage {
  path: string;
  alt: string;
}

/** The picture a page's loader names as its own (`socialImage`), the deepest one. */
function pageSocialImage(
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>,
): PageSocialImage | undefined {
  return matches
    .map(
      (match) => (match?.loaderData as { socialImage?: PageSocialImage } | undefined)?.socialImage,
    )
    .findLast((image) => image !== undefined);
}

/** The icons, web manifest and social image of the current profile (app/company/images/image-urls.ts). */
function ProfileHeadTags({
  origin,
  company,
  pageImage,
  socialImageAlt,
}: {
  origin: string;
  company: CompanyFacts;
  /** A page's own link-preview picture (a project's), instead of the company's. */
  pageImage?: PageSocialImage;
  /** The social image's description in the page's language; the English one without it. */
  socialImageAlt?: string;
}) {
  const { images } = company;
  return (
    <>
      <link rel="icon" href={images.icon} type="image/png" sizes="32x32" />
      <link rel="icon" href={images.favicon} sizes="48x48" />
      <link rel="apple-touch-icon" href={images.appleTouchIcon} sizes="180x180" />
      <link rel="manifest" href={images.manifest} />
      {(pageImage
        ? socialImageTags(
            origin,
            { ...company, images: { ...company.images, socialImage: pageImage.path } },
            pageImage.alt,
          )
        : socialImageTags(origin, company, socialImageAlt)
      ).map((tag) => (
        <meta key={tag.property ?? tag.name} {...tag} />
      ))}
    </>
  );
}

/** What the header island shows of the profile: its props travel in every page's HTML. */
function headerFacts(company: CompanyFacts): HeaderFacts {
  return {
    name: company.name,
    shortName: company.shortName,
    phone: company.phone,
    supportLine: company.supportLine,
    supportExtension: company.supportExtension,
    licenseDetails: company.licenseDetails,
    logo: company.images.logo,
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
