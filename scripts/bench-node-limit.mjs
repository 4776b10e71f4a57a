// Node's limit in npm run bench: the least a Node server can do to send a page, a minimal
// node:http server answering every request with the same bytes, compressed once and kept in
// memory. The bench measures it with the same client in the same run and gives every throughput
// figure as a ratio of it, so that budgets hold on a slower machine and a regression still fails.
// Usage: node scripts/bench-node-limit.mjs <html file> <port>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { brotliCompressSync, gzipSync } from "node:zlib";

const [file, port] = process.argv.slice(2);
const identity = readFileSync(file);
const encoded = { br: brotliCompressSync(identity), gzip: gzipSync(identity), identity };
const type = "text/html; charset=utf-8";

createServer((req, res) => {
  const accepted = req.headers["accept-encoding"] ?? "";
  const encoding = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "identity";
  const body = encoded[encoding];
  const headers = { "Content-Type": type, "Content-Length": body.byteLength };
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("listening"));
