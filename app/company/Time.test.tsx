import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompanyProvider } from "~/company/CompanyContext";
import { exampleFacts } from "~/company/facts";
import { I18nProvider } from "~/i18n/I18nContext";
import type { Lang } from "~/i18n/languages";
import { createTranslator } from "~/i18n/translator";
import { Time, useCompanyDay } from "./Time";

/** 04:30 UTC on 15 January: still the evening of the 14th in California and New York. */
const AT = "2025-01-15T04:30:00.000Z";

function inCompany(node: React.ReactNode, timeZone: string, lang: Lang = "en") {
  return renderToStaticMarkup(
    <CompanyProvider value={{ ...exampleFacts, timeZone }}>
      <I18nProvider value={createTranslator(lang, {})}>{node}</I18nProvider>
    </CompanyProvider>,
  );
}

function Day({ at }: { at: string | null }) {
  return <>{useCompanyDay()(at)}</>;
}

describe("a time on a page", () => {
  it("is written in the company's zone and names it, whatever the server's zone", () => {
    expect(inCompany(<Time at={AT} />, "America/Los_Angeles")).toBe(
      `<time dateTime="${AT}">January 14, 2025 at 8:30 PM PST</time>`,
    );
    expect(inCompany(<Time at={new Date(AT)} />, "America/New_York")).toBe(
      `<time dateTime="${AT}">January 14, 2025 at 11:30 PM EST</time>`,
    );
    expect(inCompany(<Time at={AT} />, "America/Los_Angeles", "es")).toContain(
      "14 de enero de 2025 a las 8:30 p.m. PST",
    );
  });

  it("gives the company's calendar day, not UTC's", () => {
    expect(inCompany(<Time at={AT} day />, "America/Los_Angeles")).toContain("January 14, 2025");
    expect(inCompany(<Day at={AT} />, "America/Los_Angeles")).toBe("2025-01-14");
    expect(inCompany(<Day at={AT} />, "Asia/Tokyo")).toBe("2025-01-15");
    expect(inCompany(<Day at={null} />, "UTC")).toBe("");
  });

  it("shows nothing for an unreadable instant", () => {
    expect(inCompany(<Time at="not a time" />, "UTC")).toBe("");
  });
});
