/**
 * The database schema: one module per domain, gathered here so that drizzle-kit and the
 * client see every table. Domains own their tables; other domains call their functions.
 */

export * from "~/audit/audit.schema";
export * from "~/auth/auth.schema";
export * from "~/careers/careers.schema";
export * from "~/company/company.schema";
export * from "~/files/files.schema";
export * from "~/integrations/integrations.schema";
export * from "~/jobs/jobs.schema";
export * from "~/leads/leads.schema";
export * from "~/limits/limits.schema";
export * from "~/mail/mail.schema";
export * from "~/onboarding/onboarding.schema";
export * from "~/projects/projects.schema";
export * from "~/service/service.schema";
export * from "~/service/servicechannel/servicechannel.schema";
export * from "~/subcontractors/subcontractors.schema";
