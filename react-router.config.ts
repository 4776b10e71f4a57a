import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The browser loads the whole route manifest once, as a hashed file it keeps (5 KB compressed),
  // instead of every page inlining the part it needs, which React Router finds by matching the
  // page's parent paths against every route on each render (docs/decisions/0111).
  routeDiscovery: { mode: "initial" },
  // Nothing is prerendered: the running server renders every page, and its shared cache keeps
  // those that say they may be shared (docs/decisions/0037), so one build serves any PUBLIC_URL. `npm start` builds into
  // a temporary folder named here, then renames it into place (scripts/ensure-build.mjs).
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIRECTORY || "build",
} satisfies Config;
