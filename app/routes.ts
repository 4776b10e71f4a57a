import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** One module can serve several paths (SPEC.md's aliases); each needs its own route id. */
function aliases(paths: string[], file: string, idPrefix: string) {
  return paths.map((path) => route(path, file, { id: `${idPrefix}:${path}` }));
}

const servicePaths = [
  "copper-fiber",
  "3phase",
  "industrial-utility",
  "automation",
  "pos-systems",
  "general-contracting",
].map((slug) => `services/${slug}`);

/** The route table of SPEC.md section 2. */
export default [
  index("marketing/routes/home.tsx"),
  route("features", "marketing/routes/features.tsx"),
  route("software-tools", "marketing/routes/software-tools.tsx"),
  route("pricing", "marketing/routes/pricing.tsx"),
  ...aliases(servicePaths, "marketing/routes/service.tsx", "service"),
  route("privacy-policy", "marketing/routes/privacy-policy.tsx"),
  route("terms-of-service", "marketing/routes/terms-of-service.tsx"),
  ...aliases(
    ["team/subcontractors", "employees/subcontractors"],
    "marketing/routes/subcontractors.tsx",
    "subcontractors",
  ),
  ...aliases(
    ["team/general-contractors", "employees/gcs"],
    "marketing/routes/general-contractors.tsx",
    "general-contractors",
  ),

  ...aliases(
    ["team/employees", "employees/forms", "new-hires"],
    "onboarding/routes/employee-forms.tsx",
    "employee-forms",
  ),
  route("team/employees/hub", "auth/routes/employee-hub.tsx"),
  route("employees/info", "auth/routes/employee-info.tsx"),
  route("dashboard", "auth/routes/dashboard.tsx"),
  route("admin/login", "auth/routes/admin-login.tsx"),
  route("admin/progress", "onboarding/routes/admin-progress.tsx"),
  route("admin/leads", "leads/routes/admin-leads.tsx"),

  route("leads/trial", "leads/routes/trial.tsx"),

  // Links of the new-hires resources menu that SPEC.md names without screens (DESIGN.md 8).
  ...aliases(
    ["team-portal", "home", "about", "services", "industries", "contact"],
    "marketing/routes/redirects.ts",
    "redirect",
  ),
] satisfies RouteConfig;
