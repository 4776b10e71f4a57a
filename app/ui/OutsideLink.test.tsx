import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { I18nProvider } from "~/i18n/I18nContext";
import { OutsideLink } from "./OutsideLink";

function render(lang: "en" | "es", link: React.ReactNode): string {
  return renderToStaticMarkup(<I18nProvider value={serverTranslator(lang)}>{link}</I18nProvider>);
}

describe("a link that leaves the site", () => {
  it("opens in a new tab, without a way back to this page, and says so in the page's language", () => {
    const markup = render(
      "en",
      <OutsideLink href="https://www.cslb.ca.gov/">#1098765</OutsideLink>,
    );
    expect(markup).toContain('target="_blank"');
    expect(markup).toMatch(/rel="[^"]*\bnoopener\b/);
    expect(markup).toContain('<span class="sr-only"> (opens in a new tab)</span>');
    expect(render("es", <OutsideLink href="https://example.org/">x</OutsideLink>)).toContain(
      "(se abre en una pestaña nueva)",
    );
  });

  it("adds the hint to a name given by aria-label, which would hide the text inside", () => {
    const markup = render(
      "en",
      <OutsideLink href="https://maps.example/" aria-label="Open Headquarters in a map">
        Map
      </OutsideLink>,
    );
    expect(markup).toContain('aria-label="Open Headquarters in a map (opens in a new tab)"');
    expect(markup).not.toContain("sr-only");
  });
});
