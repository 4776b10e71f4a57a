import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { recordAudit } from "~/audit/audit.server";
import type { Viewer } from "~/auth/session.server";
import { type Upload, withUpload } from "~/files/upload.server";
import { redirectToAnswer } from "~/forms/answer.server";
import { isConfirmed, NOT_CONFIRMED } from "~/forms/confirm";
import type { FieldErrors, FormValues } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { PHOTO_FORM_NAME, PHOTOS_FORM, PROJECT_FORM } from "./page-forms";
import {
  addPhoto,
  altText,
  PHOTO_MESSAGES,
  PHOTOS_PER_PROJECT,
  photoCount,
  processPhotoFile,
  removePhoto,
} from "./photos.server";
import type { PublicProject } from "./present";
import { readProjectForm, storedFormValues } from "./project-form.server";
import {
  createProject,
  type ProjectWithPhotos,
  projectById,
  updateProject,
} from "./projects.server";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/** What the project's admin page shows. */
export interface ProjectPageData {
  id: string | null;
  slug: string | null;
  published: boolean;
  values: FormValues;
  errors: FieldErrors;
  offices: string[];
  /** The answer of the project's form (`PROJECT_FORM`). */
  notice?: { ok: boolean; message: string };
  preview?: PublicProject;
  photos: { id: string; alt: string; src: string; width: number; height: number }[];
  /** The answer of the photo's form (`PHOTO_FORM_NAME`), beside it. */
  photoForm?: { ok: boolean; message: string; alt: string };
  /** The answer of a photo's removal (`PHOTOS_FORM`), above the photos. */
  photosNotice?: { ok: boolean; message: string };
}

/** What a Post/Redirect/Get of the page's forms says (`?done=`), and beside which form. */
const DONE: Record<string, { form: string; message: string }> = {
  saved: { form: PROJECT_FORM, message: t("adminProjects.saved") },
  created: { form: PROJECT_FORM, message: t("adminProjects.created") },
  "photo-added": { form: PHOTO_FORM_NAME, message: t("adminProjects.photoAdded") },
  "photos-added": { form: PHOTO_FORM_NAME, message: t("adminProjects.photosAdded") },
  "photo-removed": { form: PHOTOS_FORM, message: t("adminProjects.photoRemoved") },
};

/**
 * The inputs of the photos' form beside its files: one alt text for every photo, or `alt.<n>`
 * for the n-th file chosen (the page shows one field per file once they are chosen).
 */
const PHOTO_FORM_FIELDS = [
  "alt",
  ...Array.from({ length: PHOTOS_PER_PROJECT }, (_, n) => `alt.${n}`),
];

/** A whole project form is small: its texts only (a photo goes through its own form). */
const PROJECT_FORM_MAX_BYTES = 64 * 1024;

const officeNames = (context: AppLoadContext) =>
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
  const done = notice ? DONE[notice] : undefined;
  const said = (form: string) =>
    done?.form === form ? { ok: true, message: done.message } : undefined;
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
    notice: said(PROJECT_FORM),
    photos: photosOf(project),
    photoForm:
      done?.form === PHOTO_FORM_NAME ? { ok: true, message: done.message, alt: "" } : undefined,
    photosNotice: said(PHOTOS_FORM),
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
      { ...base, notice: { ok: false, message: t("admin.projects.formTooLarge") } },
      { status: 413 },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const message = t("admin.projects.formUnreadable");
    return data({ ...base, notice: { ok: false, message } }, 400);
  }
  const db = context.database.db;
  if (form.get("intent") === "remove-photo" && project) {
    return answerPhotoRemoval(context, viewer, project, form);
  }
  const { values, result } = readProjectForm(form, officeNames(context));
  if (!result.ok) {
    return data(
      {
        ...base,
        values,
        errors: result.errors,
        notice: { ok: false, message: t("adminProjects.notSaved") },
      },
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
    return data({
      ...base,
      values,
      preview,
      notice: { ok: true, message: t("adminProjects.previewNote") },
    });
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
  return redirectToAnswer(done, PROJECT_FORM);
}

/**
 * A photo's removal, once confirmed (docs/decisions/0076): its files go with it, and the audit
 * log says who removed which photo of which project.
 */
async function answerPhotoRemoval(
  context: AppLoadContext,
  viewer: Viewer,
  project: ProjectWithPhotos,
  form: FormData,
) {
  const base = projectPage(context, project);
  const refuse = (status: number, message: string) =>
    data({ ...base, photosNotice: { ok: false, message } }, { status });
  if (!isConfirmed(form)) return refuse(400, NOT_CONFIRMED);
  const photoId = String(form.get("photoId") ?? "");
  const photo = project.photos.find((candidate) => candidate.id === photoId);
  const db = context.database.db;
  if (!photo || !(await removePhoto(db, project.id, photoId))) {
    return refuse(404, t("adminProjects.photoGone"));
  }
  await recordAudit(db, actorOf(viewer), "project.photo.remove", project.id, {
    title: project.title,
    photo: photo.alt,
  });
  context.clearSharedPages();
  return redirectToAnswer(`/admin/projects/${project.id}?done=photo-removed`, PHOTOS_FORM);
}

/**
 * The photos' form: a project with no room left is refused before a byte of the body is read;
 * the photos are streamed to disk and bounded by app/files (type from the bytes, 15 MB each),
 * then each is checked (room, alt text), processed (two at a time) and stored on its own. A
 * photo refused is named with its reason; the others are added.
 */
export async function answerPhotoForm(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  project: ProjectWithPhotos | null,
) {
  if (!project) return refusePhotos(context, project, 400, t("adminProjects.photosAfterSave"), "");
  const room = PHOTOS_PER_PROJECT - (await photoCount(context.database.db, project.id));
  if (room <= 0) return refusePhotos(context, project, 409, PHOTO_MESSAGES.full, "");
  const form = {
    kind: "project-photo",
    fileField: "photo",
    fields: PHOTO_FORM_FIELDS,
    client: context.clientAddress,
    maxFiles: PHOTOS_PER_PROJECT,
  } as const;
  return withUpload(request, form, (upload) =>
    addUploadedPhotos(context, viewer, project, room, upload),
  );
}

/** A photo that was not added: its name, why, and the status it alone would be answered. */
interface PhotoRefusal {
  name: string;
  message: string;
  status: number;
}

function refusePhotos(
  context: AppLoadContext,
  project: ProjectWithPhotos | null,
  status: number,
  message: string,
  alt: string,
  headers?: Record<string, string>,
) {
  const page = projectPage(context, project);
  return data(
    {
      ...page,
      photoForm: { ok: false, message: `${t("adminProjects.photoNotAdded")} ${message}`, alt },
    },
    { status, headers },
  );
}

async function addUploadedPhotos(
  context: AppLoadContext,
  viewer: Viewer,
  project: ProjectWithPhotos,
  room: number,
  upload: Upload,
) {
  const typedAlt = (upload.fields.alt ?? "").slice(0, 300);
  if (!upload.ok) {
    return refusePhotos(context, project, upload.status, upload.message, typedAlt, upload.headers);
  }
  if (upload.files.length + upload.refused.length === 0) {
    return refusePhotos(context, project, 400, PHOTO_MESSAGES.missing, typedAlt);
  }
  const refusals: PhotoRefusal[] = upload.refused.map((file) => ({
    name: file.name,
    message: file.message,
    status: file.problem === "too-large" ? 413 : 415,
  }));
  let added = 0;
  for (const file of upload.files) {
    const alt = altText(upload.fields[`alt.${file.position}`] ?? upload.fields.alt);
    const refuse = (message: string, status: number) =>
      refusals.push({ name: file.name, message, status });
    if (added >= room) refuse(PHOTO_MESSAGES.full, 409);
    else if (!alt) refuse(PHOTO_MESSAGES.alt, 400);
    else {
      const processed = await processPhotoFile(file.path);
      if (!processed.ok) refuse(processed.message, 422);
      else {
        await addPhoto(context.database.db, project.id, processed, alt, project.slug, viewer.id);
        added++;
      }
    }
  }
  // The lists, service, office and project pages show them: this process's kept copies go now.
  if (added > 0) context.clearSharedPages();
  const [first] = refusals;
  if (!first) {
    return redirectToAnswer(
      `/admin/projects/${project.id}?done=${added === 1 ? "photo-added" : "photos-added"}`,
      PHOTO_FORM_NAME,
    );
  }
  const sent = upload.files.length + upload.refused.length;
  if (sent === 1) return refusePhotos(context, project, first.status, first.message, typedAlt);
  const named = refusals.map((refusal) => `${refusal.name}: ${refusal.message}`).join(" ");
  const message = `${added > 0 ? t("adminProjects.somePhotosAdded", { added, sent }) : t("adminProjects.noPhotoAdded")} ${t("adminProjects.notAdded")} ${named}`;
  // Something changed when a photo was added: the page is answered as it now is.
  const page = projectPage(
    context,
    added > 0 ? await projectOfParams(context, project.id) : project,
  );
  return data(
    { ...page, photoForm: { ok: false, message, alt: typedAlt } },
    { status: added > 0 ? 200 : first.status },
  );
}
