/** The capability statement's address: one for every profile, drawn anew after a change. */
export const CAPABILITY_STATEMENT_PATH = "/capability-statement.pdf";
