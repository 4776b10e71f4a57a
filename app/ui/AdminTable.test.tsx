import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type RecordColumn, RecordTable } from "./AdminTable";

interface Lead {
  id: string;
  name: string;
  email: string;
  status: string;
}

const columns: RecordColumn<Lead>[] = [
  { label: "Name", cell: (lead) => lead.name },
  { label: "Email", cell: (lead) => lead.email },
  { label: "Status", card: "badge", cell: (lead) => <b>{lead.status}</b> },
  { label: "Actions", hideLabel: true, card: "actions", cell: () => <button type="button" /> },
];

const rows: Lead[] = [{ id: "1", name: "Ada", email: "ada@example.com", status: "New" }];

function cells(markup: string): string[] {
  return [...markup.matchAll(/<t[hd]\b[^>]*>/g)].map(([tag]) => tag);
}

describe("a record table", () => {
  it("is one table: a heading per column, the first column heads each row", () => {
    const markup = renderToStaticMarkup(
      <RecordTable caption="Leads" columns={columns} rows={rows} rowKey={(lead) => lead.id} />,
    );
    expect(markup.match(/<table\b/g)).toHaveLength(1);
    expect(markup).toContain('<caption class="sr-only">Leads</caption>');
    const [, , , , rowHeader, ...rowCells] = cells(markup);
    expect(rowHeader).toMatch(/scope="row"/);
    expect(rowHeader).toMatch(/role="rowheader"/);
    expect(rowCells).toHaveLength(3);
    for (const cell of rowCells) expect(cell).toMatch(/role="cell"/);
    expect(markup).toContain('<span class="sr-only">Actions</span>');
  });

  it("labels only the fields of a phone's card, from their column's heading", () => {
    const markup = renderToStaticMarkup(
      <RecordTable caption="Leads" columns={columns} rows={rows} rowKey={(lead) => lead.id} />,
    );
    const [, , , , , email, status, actions] = cells(markup);
    expect(email).toMatch(/data-label="Email"/);
    // A field is styled by its label and place (app/app.css), a badge by its class.
    expect(email).not.toMatch(/class=/);
    expect(status).not.toMatch(/data-label/);
    expect(status).toMatch(/record-badge/);
    expect(actions).not.toMatch(/data-label/);
  });

  it("shows its empty state instead of rows when there are none", () => {
    const markup = renderToStaticMarkup(
      <RecordTable
        caption="Leads"
        columns={columns}
        rows={[]}
        rowKey={(lead) => lead.id}
        empty="No leads found"
      />,
    );
    expect(markup).toMatch(/<td colSpan="4"[^>]*>No leads found<\/td>/i);
  });
});
