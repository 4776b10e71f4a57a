/**
 * The office's page of submitted integration configurations
 * (app/integrations/routes/admin-integrations.tsx): English only (docs/decisions/0096).
 */
export default {
  title: "Integration Configurations",
  intro:
    "Submitted from the Software Solutions configuration page, newest first. Secret values stay hidden until you reveal one.",
  none: "No configurations have been submitted yet.",
  card: "Card {number}: {provider}",
  enabled: "Enabled",
  notEnabled: "Not enabled",
  on: "On",
  off: "Off",
  hide: "Hide",
  hidden: "Hidden.",
  reveal: "Reveal",
};
