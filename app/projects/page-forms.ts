/**
 * The forms of a project's admin page, each named by its answer (docs/decisions/0076): the
 * project's, the photos' upload, and a photo's removal (its answer above the photos).
 */
export const PROJECT_FORM = "project";
export const PHOTO_FORM_NAME = "photo";
export const PHOTOS_FORM = "photos";
