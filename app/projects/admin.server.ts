import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/session.server";
import { receiveUpload } from "~/files/upload.server";
import type { FieldErrors, FormValues } from "~/forms/result";
import { PROJECT_ADMIN_TEXTS as TEXTS } from "./admin-texts";
import {
  addPhoto,
  altText,
  PHOTO_MESSAGES,
  PHOTOS_PER_PROJECT,
  photoCount,
  processPhoto,
  removePhoto,
} from "./photos.server";
import { type PublicProject, projectPath } from "./present";
import { readProjectForm, storedFormValues } from "./project-form.server";
import {
  createProject,
  type ProjectWithPhotos,
  projectById,
  updateProject,
} from "./projects.server";

/** What the project's admin page shows. */
export interface ProjectPageData {
  id: string | null;
  slug: string | null;
  published: boolean;
  values: FormValues;
  errors: FieldErrors;
  offices: string[];
  notice?: { ok: boolean; message: string };
  preview?: PublicProject;
  photos: { id: string; alt: string; src: string; width: number; height: number }[];
  photoForm?: { ok: boolean; message: string; alt: string };
}

const NOTICES: Record<string, string> = {
  saved: TEXTS.saved,
  created: TEXTS.created,
  "photo-added": TEXTS.photoAdded,
  "photo-removed": TEXTS.photoRemoved,
};

/** The inputs of the photo's form beside its file. */
const PHOTO_FORM = { kind: "project-photo", fileField: "photo", fields: ["alt"] } as const;

/** A whole project form is small: its texts only (a photo goes through its own form). */
const PROJECT_FORM_MAX_BYTES = 64 * 1024;

export const officeNames = (context: AppLoadContext) =>
  context.company.current().profile.offices.map((office) => office.name);

function photosOf(project: ProjectWithPhotos | null): ProjectPageData["photos"] {
  return (project?.photos ?? []).map((photo) => {
    const smallest = photo.variants
      .filter((variant) => variant.format === "webp")
      .sort((a, b) => a.width - b.width)[0];
    return {
      id: photo.id,
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
      src: smallest ? `/files/${smallest.fileId}/${encodeURIComponent(smallest.name)}` : "",
    };
  });
}

export function projectPage(
  context: AppLoadContext,
  project: ProjectWithPhotos | null,
  notice?: string | null,
): ProjectPageData {
  const message = notice ? NOTICES[notice] : undefined;
  return {
    id: project?.id ?? null,
    slug: project?.slug ?? null,
    published: project?.published ?? false,
    values: project
      ? storedFormValues({
          ...project,
          market: project.market as never,
          services: project.services as never,
        })
      : { figureLabel: "" },
    errors: {},
    offices: officeNames(context),
    notice: message ? { ok: true, message } : undefined,
    photos: photosOf(project),
  };
}

/** Loads the project of the address ("new": none), or 404. */
export async function projectOfParams(
  context: AppLoadContext,
  projectId: string | undefined,
): Promise<ProjectWithPhotos | null> {
  if (projectId === "new") return null;
  const project = await projectById(context.database.db, projectId ?? "");
  if (!project) throw data("Not found", { status: 404 });
  return project;
}

const actorOf = (viewer: Viewer) => ({ id: viewer.id, email: viewer.email });

/** The project's form: preview (nothing stored) or save, then Post/Redirect/Get. */
export async function answerProjectForm(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  project: ProjectWithPhotos | null,
) {
  const base = projectPage(context, project);
  if (Number(request.headers.get("content-length") ?? 0) > PROJECT_FORM_MAX_BYTES) {
    return data(
      { ...base, notice: { ok: false, message: "The form is too large." } },
      { status: 413 },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ ...base, notice: { ok: false, message: "The form could not be read." } }, 400);
  }
  const db = context.database.db;
  if (form.get("intent") === "remove-photo" && project) {
    await removePhoto(db, project.id, String(form.get("photoId") ?? ""));
    context.clearSharedPages();
    return redirect(`/admin/projects/${project.id}?done=photo-removed`);
  }
  const { values, result } = readProjectForm(form, officeNames(context));
  if (!result.ok) {
    return data(
      { ...base, values, errors: result.errors, notice: { ok: false, message: TEXTS.notSaved } },
      { status: 400 },
    );
  }
  if (form.get("intent") === "preview") {
    const preview: PublicProject = {
      ...result.project,
      slug: project?.slug ?? "preview",
      version: project?.version ?? 0,
      publishedAt: null,
      updatedAt: new Date(),
      photos: project?.photos ?? [],
    };
    return data({ ...base, values, preview, notice: { ok: true, message: TEXTS.previewNote } });
  }
  const actor = actorOf(viewer);
  let done: string;
  if (project) {
    await updateProject(db, project.id, result.project, actor);
    done = `/admin/projects/${project.id}?done=saved`;
  } else {
    const created = await createProject(db, result.project, actor);
    done = `/admin/projects/${created.id}?done=created`;
  }
  // The lists, service, office and project pages show it: this process's kept copies go now.
  context.clearSharedPages();
  return redirect(done);
}

/**
 * The photo's form: streamed and bounded by app/files (type from the bytes, 15 MB), then checked
 * (12 at most, alt text), processed (two at a time) and stored. A refusal stores nothing.
 */
export async function answerPhotoForm(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  project: ProjectWithPhotos | null,
) {
  const base = projectPage(context, project);
  const refuse = (status: number, message: string, alt: string) =>
    data(
      { ...base, photoForm: { ok: false, message: `${TEXTS.photoNotAdded} ${message}`, alt } },
      { status },
    );
  if (!project) return refuse(400, TEXTS.photosAfterSave, "");
  const upload = await receiveUpload(request, PHOTO_FORM);
  const typedAlt = (upload.fields.alt ?? "").slice(0, 300);
  if (!upload.ok) return refuse(upload.status, upload.message, typedAlt);
  if (!upload.file) return refuse(400, PHOTO_MESSAGES.missing, typedAlt);
  const alt = altText(upload.fields.alt);
  if (!alt) return refuse(400, PHOTO_MESSAGES.alt, typedAlt);
  const db = context.database.db;
  if ((await photoCount(db, project.id)) >= PHOTOS_PER_PROJECT) {
    return refuse(409, PHOTO_MESSAGES.full, typedAlt);
  }
  const processed = await processPhoto(upload.file.bytes);
  if (!processed.ok) return refuse(422, processed.message, typedAlt);
  await addPhoto(db, project.id, processed, alt, project.slug, viewer.id);
  context.clearSharedPages();
  return redirect(`/admin/projects/${project.id}?done=photo-added`);
}

export const publicPathOf = (slug: string) => projectPath(slug);
