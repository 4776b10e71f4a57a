import { FooterTeamPortal } from "~/layout/FooterTeamPortal";
import { SiteHeader } from "~/layout/SiteHeader";
import { ContactForm } from "~/leads/forms/ContactForm";
import { PricingForm } from "~/leads/forms/PricingForm";
import { TrialForm } from "~/leads/forms/TrialForm";

/**
 * The interactive parts of the islands pages, hydrated on their own (docs/decisions/0008). Their
 * props travel in the HTML as JSON, so they hold plain data only; and since each is hydrated
 * apart from the page, none may use React Router's hooks or `useId` (ids come from props).
 * The registry sits above the domains (docs/architecture.md): it is the one place that names
 * their islands, so that `app/ui` knows none of them. To add an island, add a line here; the
 * test beside this file checks that no island loads React Router.
 */
export const islands = {
  header: SiteHeader,
  contactForm: ContactForm,
  pricingForm: PricingForm,
  trialForm: TrialForm,
  footerTeamPortal: FooterTeamPortal,
};

/**
 * Islands that only one page shows: the browser loads their code when a page has them, so the
 * other pages do not carry it. The same rules apply. `module` is the file `load` imports, by
 * which the server finds the built files to preload (scripts/islands-plugin.ts); the test beside
 * this file checks that it names the file `load` imports.
 */
export const lazyIslands = {
  configurationEditor: {
    module: "app/integrations/components/ConfigurationEditor.tsx",
    load: () =>
      import("~/integrations/components/ConfigurationEditor").then(
        (module) => module.ConfigurationEditor,
      ),
  },
  loginForm: {
    module: "app/accounts/components/LoginForm.tsx",
    load: () => import("~/accounts/components/LoginForm").then((module) => module.LoginForm),
  },
  forgotPasswordForm: {
    module: "app/accounts/components/ForgotPasswordForm.tsx",
    load: () =>
      import("~/accounts/components/ForgotPasswordForm").then(
        (module) => module.ForgotPasswordForm,
      ),
  },
  setPasswordForm: {
    module: "app/accounts/components/SetPasswordForm.tsx",
    load: () =>
      import("~/accounts/components/SetPasswordForm").then((module) => module.SetPasswordForm),
  },
  coiForm: {
    module: "app/leads/forms/CoiForm.tsx",
    load: () => import("~/leads/forms/CoiForm").then((module) => module.CoiForm),
  },
  employeePortal: {
    module: "app/onboarding/components/EmployeePortal.tsx",
    load: () =>
      import("~/onboarding/components/EmployeePortal").then((module) => module.EmployeePortal),
  },
};

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = React.ComponentProps<(typeof islands)[N]>;
export type LazyIslandName = keyof typeof lazyIslands;
export type LazyIslandComponent<N extends LazyIslandName> = Awaited<
  ReturnType<(typeof lazyIslands)[N]["load"]>
>;
