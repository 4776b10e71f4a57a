/** Limits the admin's forms show and the server enforces. */

/** Scope figures: label and value pairs of a project. */
export const FIGURE_ROWS = 6;

export const PHOTOS_PER_PROJECT = 12;
