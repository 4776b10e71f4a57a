import { SiteLink } from "~/ui/SiteLink";
import { PageHero } from "./PageHero";

/** A screen whose working version arrives with its own issue: its real title and a way back. */
export function ScreenPlaceholder({ title, summary }: { title: string; summary: string }) {
  return (
    <>
      <PageHero title={title}>{summary}</PageHero>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <p className="text-slate-700">
          This screen opens soon. Meanwhile, reach us through the{" "}
          <SiteLink href="/#contact" className="font-semibold text-navy-700 underline">
            contact form
          </SiteLink>
          .
        </p>
      </div>
    </>
  );
}
