/**
 * Where a project's link-preview picture is: its address names the project's version, which
 * grows with every save and photo change, so a change gets a new picture at a new address.
 */
const PROJECT_IMAGES_PREFIX = "/project-images/";

export function projectSocialImagePath(project: { slug: string; version: number }): string {
  return `${PROJECT_IMAGES_PREFIX}${project.slug}/${project.version}/social.png`;
}
