import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { I18nProvider } from "~/i18n/I18nContext";
import { Pagination } from "./Pagination";

function pagination(page: number, total: number) {
  return renderToStaticMarkup(
    <I18nProvider value={serverTranslator("en")}>
      <MemoryRouter>
        <Pagination
          label="Pages of the audit log"
          noun="Entries"
          page={page}
          pageCount={Math.max(1, Math.ceil(total / 50))}
          pageSize={50}
          total={total}
          hrefOf={(to) => `/admin/audit?page=${to}`}
          previous="Newer"
          next="Older"
        />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("an admin list's pagination", () => {
  it("is not shown when the rows fit one page", () => {
    expect(pagination(1, 50)).toBe("");
  });

  it("names the range and links the pages either side", () => {
    const middle = pagination(2, 1234);
    expect(middle).toContain('aria-label="Pages of the audit log"');
    expect(middle).toContain("Entries 51–100, page 2 of 25");
    expect(middle).toMatch(/rel="prev" href="\/admin\/audit\?page=1"[^>]*>Newer</);
    expect(middle).toMatch(/rel="next" href="\/admin\/audit\?page=3"[^>]*>Older</);
  });

  it("offers no link beyond the first and last pages", () => {
    const first = pagination(1, 1_120);
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('rel="next"');
    const last = pagination(23, 1_120);
    expect(last).toContain("Entries 1,101–1,120, page 23 of 23");
    expect(last).toContain('rel="prev"');
    expect(last).not.toContain('rel="next"');
  });
});
