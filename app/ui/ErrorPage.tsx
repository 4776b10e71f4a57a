import { useCompany } from "~/company/CompanyContext";
import { pageTitle } from "~/site/titles";
import { SiteLink } from "~/ui/SiteLink";

const texts: Record<number, { title: string; body: string }> = {
  403: {
    title: "Access denied",
    body: "Your account does not have access to this page.",
  },
  404: {
    title: "Page not found",
    body: "The page you are looking for does not exist or has moved.",
  },
  /** The database cannot be reached for a moment (server/outage.ts). */
  503: {
    title: "Temporarily unavailable",
    body: "The site is temporarily unavailable. Please try again in a minute.",
  },
};

/** The designed error page: a clear message and ways on, never a stack trace in production. */
export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const company = useCompany();
  const text = texts[status] ?? {
    title: "Something went wrong",
    body: "An unexpected error occurred on our side. Please try again in a moment.",
  };
  return (
    <section className="blueprint-grid flex min-h-[70vh] items-center bg-navy-900 px-4 pb-20 pt-36 text-white">
      <title>{pageTitle(text.title)}</title>
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-mono text-sm font-semibold tracking-widest text-accent-400">
          ERROR {status}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{text.title}</h1>
        <p className="mt-4 text-lg text-navy-100">{text.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <SiteLink
            href="/#home"
            className="rounded-md bg-accent-400 px-5 py-3 font-semibold text-navy-950 hover:bg-accent-300"
          >
            Back to Home
          </SiteLink>
          <SiteLink
            href="/#contact"
            className="rounded-md border border-white/30 px-5 py-3 font-semibold hover:bg-white/10"
          >
            Contact Us
          </SiteLink>
        </div>
        <p className="mt-6 text-sm text-navy-200">
          Need help now? Call{" "}
          <a href={`tel:${company.phone.tel}`} className="font-semibold text-white underline">
            {company.phone.display}
          </a>
        </p>
        {detail ? (
          <pre className="mt-8 overflow-x-auto rounded-md bg-black/40 p-4 text-left text-xs">
            {detail}
          </pre>
        ) : null}
      </div>
    </section>
  );
}
