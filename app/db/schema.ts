/**
 * The database schema: one module per domain, gathered here so that drizzle-kit and the
 * client see every table. Domains own their tables; other domains call their functions.
 */
export * from "~/leads/leads.schema";
