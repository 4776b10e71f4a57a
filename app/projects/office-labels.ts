import { valueKeys } from "~/i18n/translator";
import { SERVICE_SLUGS } from "~/site/page-table";

/** The services' names on the office's project form (English only): keys of `adminProjects`. */
export const SERVICE_KEYS = valueKeys("adminProjects.service", SERVICE_SLUGS);
