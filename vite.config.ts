import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandsBundle } from "./scripts/islands-plugin.ts";

/**
 * The shell every public page loads (site data, shared UI, icons, the header's trial form): one
 * chunk instead of some twenty small ones, which on a phone cost a round trip each before the
 * page is ready (docs/performance.md). React and React Router keep their own chunks; route
 * modules stay separate, and a module counts only when at least three pages share it.
 */
const publicShell =
  /[\\/](app[\\/](site|ui|marketing)[\\/]|node_modules[\\/]lucide-react[\\/]|app[\\/]leads[\\/]([A-Z][^\\/]*\.tsx|limits\.ts|useLeadForm\.ts|form-data\.ts)$)/;
const routeModule = /[\\/]app[\\/](root\.tsx|[^\\/]+[\\/]routes[\\/])/;

const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias },
  plugins: [
    tailwindcss(),
    reactRouter(),
    islandsBundle({ entry: "app/ui/islands/islands.client.tsx", alias }),
  ],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "shell",
                  test: (id: string) => publicShell.test(id) && !routeModule.test(id),
                  minShareCount: 3,
                },
              ],
            },
          },
        },
      },
}));
