import admin from "./admin";
import adminAudit from "./adminAudit";
import adminCareers from "./adminCareers";
import adminClients from "./adminClients";
import adminCompany from "./adminCompany";
import adminFrame from "./adminFrame";
import adminIntegrations from "./adminIntegrations";
import adminLeadBoard from "./adminLeadBoard";
import adminLeadPage from "./adminLeadPage";
import adminLeads from "./adminLeads";
import adminLeadWork from "./adminLeadWork";
import adminOutbox from "./adminOutbox";
import adminPanels from "./adminPanels";
import adminPeople from "./adminPeople";
import adminPrivacy from "./adminPrivacy";
import adminProgress from "./adminProgress";
import adminProjects from "./adminProjects";
import adminService from "./adminService";
import adminSubcontractors from "./adminSubcontractors";
import auth from "./auth";
import careers from "./careers";
import common from "./common";
import forms from "./forms";
import home from "./home";
import integrations from "./integrations";
import legal from "./legal";
import mail from "./mail";
import offices from "./offices";
import onboarding from "./onboarding";
import portals from "./portals";
import pricing from "./pricing";
import projects from "./projects";
import seo from "./seo";
import service from "./service";
import services from "./services";
import software from "./software";
import subcontractors from "./subcontractors";

/** This language's catalogue, one namespace per domain (docs/architecture.md#languages). */
export default {
  common,
  seo,
  home,
  services,
  portals,
  pricing,
  software,
  integrations,
  legal,
  forms,
  onboarding,
  offices,
  mail,
  auth,
  careers,
  admin,
  adminCareers,
  adminCompany,
  adminPeople,
  adminPrivacy,
  adminOutbox,
  adminPanels,
  adminAudit,
  adminFrame,
  adminIntegrations,
  adminLeads,
  adminLeadBoard,
  adminLeadPage,
  adminLeadWork,
  adminProgress,
  adminProjects,
  adminClients,
  adminService,
  adminSubcontractors,
  projects,
  subcontractors,
  service,
};
