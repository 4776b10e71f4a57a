import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { I18nProvider } from "~/i18n/I18nContext";
import { parseDashboardQuery } from "../dashboard/dashboard.validation";
import { stagesOf } from "../pipeline/pipeline";
import { type LeadRow, LeadsTable } from "./LeadsTable";

function lead(index: number): LeadRow {
  return {
    id: `00000000-0000-4000-8000-00000000000${index}`,
    name: `Lead ${index}`,
    email: `lead${index}@example.com`,
    source: "Contact Form",
    language: "English",
    date: "11/28/2026",
    time: "9:20 PM PST",
    status: "new",
    stages: stagesOf("contact"),
    assignee: null,
    earlier: 0,
  };
}

const { query } = parseDashboardQuery(new URLSearchParams("view=unassigned"));

/** The rows the next render shows (the stub's route component takes no props). */
let shownRows: LeadRow[] = [];

function ListPage() {
  return (
    <LeadsTable
      rows={shownRows}
      query={query}
      page={1}
      pageCount={1}
      timeZoneName="Pacific Time"
      filtered
    />
  );
}

/** The list as the server sends it (before the page runs). */
function listHtml(rows: LeadRow[]) {
  shownRows = rows;
  const Stub = createRoutesStub([{ path: "/admin/leads", Component: ListPage }]);
  // The office's English, as the root layout provides it.
  return renderToStaticMarkup(
    <I18nProvider value={serverTranslator("en")}>
      <Stub initialEntries={["/admin/leads?view=unassigned"]} />
    </I18nProvider>,
  );
}

describe("the leads list's stages", () => {
  it("holds every row's select in one form for the page, each Set sending it to its lead", () => {
    const html = listHtml([lead(1), lead(2), lead(3)]);
    // One form, whatever the rows, around the table: it carries the intent and the way back once.
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(html).toContain('<form id="lead-stages" method="post">');
    expect(html.indexOf("<table")).toBeGreaterThan(html.indexOf("<form"));
    expect(html.indexOf("</table>")).toBeLessThan(html.indexOf("</form>"));
    expect(html.match(/name="back" value="\/admin\/leads\?view=unassigned"/g)).toHaveLength(1);
    for (const row of [lead(1), lead(2), lead(3)]) {
      expect(html).toContain(`id="status-${row.id}" aria-label="Status of ${row.name}"`);
      expect(html).toContain(`name="${row.id}"`);
      expect(html).toMatch(
        new RegExp(`<button type="submit" formAction="/admin/leads/${row.id}">Set</button>`),
      );
    }
  });

  it("links each name as a plain link, keeping the list's view", () => {
    const html = listHtml([lead(1)]);
    expect(html).toContain(`<a href="/admin/leads/${lead(1).id}?view=unassigned">`);
    expect(html).not.toContain("data-discover");
  });
});
