// R, the reference of the office's CPU budgets (docs/performance.md): the CPU that React alone
// (the product's own react-dom/server, production build) takes to render a table of 1,000 rows
// and two columns (about 99 KB of HTML) to a string. Run in a process of its own with
// NODE_ENV=production; prints one JSON line: the median CPU of a render over several rounds.
import { randomUUID } from "node:crypto";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";

const ROWS = Array.from({ length: 1000 }, () => ({ id: randomUUID(), name: randomUUID() }));

function Table({ rows }) {
  return h(
    "table",
    null,
    h(
      "tbody",
      null,
      rows.map((row) => h("tr", { key: row.id }, h("td", null, row.id), h("td", null, row.name))),
    ),
  );
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

let bytes = 0;
for (let i = 0; i < 200; i++) bytes = renderToString(h(Table, { rows: ROWS })).length;
const rounds = [];
for (let round = 0; round < 9; round++) {
  const renders = 100;
  const started = cpuMs();
  for (let i = 0; i < renders; i++) renderToString(h(Table, { rows: ROWS }));
  rounds.push((cpuMs() - started) / renders);
}
rounds.sort((a, b) => a - b);
console.log(JSON.stringify({ ms: rounds[Math.floor(rounds.length / 2)], rounds, bytes }));
