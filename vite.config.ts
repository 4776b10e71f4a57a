import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandsBundle } from "./scripts/islands-plugin.ts";

/**
 * React Router's pages (the new-hires screen, sign-in, admin, configuration; the public pages are
 * islands, docs/decisions/0008) load their shared code in few files instead of some twenty small
 * ones, which on a phone cost a round trip each before the page is ready (docs/decisions/0046).
 * `shell`: what three or more pages share (site data, shared UI, the header and its trial form).
 * `portal`: the sign-in and onboarding components and the icons, even when only one or two pages
 * use them. Route modules stay separate; React and React Router keep their chunks.
 */
const publicShell =
  /[\\/](app[\\/](site|ui|layout|islands|marketing)[\\/]|node_modules[\\/]lucide-react[\\/]|app[\\/]company[\\/]fixed-facts\.ts$|app[\\/]leads[\\/]([A-Z][^\\/]*\.tsx|limits\.ts|useLeadForm\.ts)$)/;
const portal =
  /[\\/](app[\\/](auth|onboarding)[\\/]([^\\/]+[\\/])?[A-Z][^\\/]*\.tsx|node_modules[\\/]lucide-react[\\/].*)$/;
const routeModule = /[\\/]app[\\/](root\.tsx|[^\\/]+[\\/]routes[\\/])/;

const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias },
  // Bundled into the server build, so that only the icons and primitives in use are loaded:
  // imported whole from node_modules they cost the server process some 60 MB of memory.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  plugins: [tailwindcss(), reactRouter(), islandsBundle({ alias })],
  build: {
    rolldownOptions: {
      // A lazy island (app/islands/registry.ts) is imported dynamically by the islands entry
      // and statically by its page's route, on purpose: the route renders it on the server.
      checks: { ineffectiveDynamicImport: false },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                {
                  name: "shell",
                  test: (id: string) => publicShell.test(id) && !routeModule.test(id),
                  minShareCount: 3,
                },
                {
                  name: "portal",
                  test: (id: string) => portal.test(id) && !routeModule.test(id),
                },
              ],
            },
          },
    },
  },
}));
