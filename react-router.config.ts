import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/site/prerender";

export default {
  ssr: true,
  // Public pages are rendered once at build time and served as files (server/prerendered.ts);
  // everything else, and every form post, is rendered per request.
  prerender: () => [...PRERENDERED_PATHS],
} satisfies Config;
