// Where a CPU profile's time went (node --cpu-prof; BENCH_CPU_PROF_DIR of npm run bench):
// self time by package (node_modules/<name>, the product's build, Node's internals, the garbage
// collector) and the functions with the most self time. Idle time is left out of the shares.
//   node scripts/cpu-profile-summary.mjs <file.cpuprofile> [functions to list, 25] [last seconds]
// With a number of seconds, only the profile's last seconds count: the bench's measured requests
// just before the server was stopped, not its start. With --inclusive, functions are also
// listed by the time spent in them and in what they called (each sample counted once per
// function, however deep the recursion): where a request's time went, from the top down.
import { readFileSync } from "node:fs";

const inclusive = process.argv.includes("--inclusive");
const [file, top = "25", lastSeconds] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"));
if (!file) throw new Error("usage: cpu-profile-summary.mjs <file.cpuprofile> [count]");
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);
const selfUs = new Map();
const times = [];
let at = profile.startTime;
for (const delta of profile.timeDeltas) {
  at += delta;
  times.push(at);
}
const from = lastSeconds ? profile.endTime - Number(lastSeconds) * 1e6 : 0;
for (let i = 0; i < profile.samples.length; i++) {
  if (times[i] < from) continue;
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

function packageOf(url, name) {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith("node:")) return "node";
  if (/\/build\//.test(url)) return "the product (build)";
  return url;
}

/** A function as the lists name it: its name, its package (or file) and its line. */
function frameKey(callFrame) {
  const pkg = packageOf(callFrame.url, callFrame.functionName);
  const where = pkg === callFrame.url ? callFrame.url.split("/").slice(-2).join("/") : pkg;
  return `${callFrame.functionName || "(anonymous)"} ${where}:${callFrame.lineNumber + 1}`;
}

const byPackage = new Map();
const byFunction = new Map();
let total = 0;
for (const [id, us] of selfUs) {
  const { callFrame } = nodes.get(id);
  if (callFrame.functionName === "(idle)") continue;
  total += us;
  const pkg = packageOf(callFrame.url, callFrame.functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const key = frameKey(callFrame);
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}
const share = (us) =>
  `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms`;
console.log(`${file}: ${(total / 1000).toFixed(0)} ms of CPU (idle left out)\n\nBy package:`);
for (const [name, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`  ${share(us)}  ${name}`);
}
console.log("\nBy function (self time):");
for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  console.log(`  ${share(us)}  ${name}`);
}

if (inclusive) {
  const byFrame = new Map();
  for (const [id, us] of selfUs) {
    if (nodes.get(id).callFrame.functionName === "(idle)") continue;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const key = frameKey(nodes.get(at).callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      byFrame.set(key, (byFrame.get(key) ?? 0) + us);
    }
  }
  console.log("\nBy function (inclusive: itself and what it called):");
  for (const [name, us] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(`  ${share(us)}  ${name}`);
  }
}
