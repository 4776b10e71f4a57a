import type { Permission } from "~/auth/permissions";
import type { AppContext } from "~/context";
import { isConfirmed, NOT_CONFIRMED } from "~/forms/confirm";
import { checkFields, type FormAnswer, formFailure, readTextFields } from "~/forms/form.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { hitLimit } from "~/limits/rate-limit.server";
import {
  AccountExistsError,
  inviteEmployee,
  listPeople,
  type Person,
  sendInvitation,
  sendPasswordReset,
  setAccountDisabled,
} from "../accounts.server";
import { invitationSchema, peopleMessageValues, personActionSchema } from "./people.validation";
import { PERMISSION_GRANTED, PERMISSION_LABELS } from "./people-labels";
import { setPermission } from "./permission-grants.server";

type Deps = Pick<AppContext, "database" | "config" | "secrets" | "company">;

/** The signed-in admin who acts, as the audit log names them. */
export interface PeopleActor {
  id: string;
  email: string;
}

/** The admin area is in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

const invitationLimit = { name: "invite:admin", max: 50, windowMs: 60 * 60 * 1000 };

/** The People page's forms: the invitation, or one of the buttons on a person's row. */
export function answerPeopleForm(
  deps: Deps,
  actor: PeopleActor,
  form: FormData,
): Promise<FormAnswer> {
  return form.get("intent") === "invite"
    ? invite(deps, actor, form)
    : actOnPerson(deps, actor, form);
}

async function invite(deps: Deps, actor: PeopleActor, form: FormData): Promise<FormAnswer> {
  const checked = checkFields(
    invitationSchema,
    readTextFields(form, ["firstName", "lastName", "email", "language"]),
  );
  const { values } = checked;
  if (!checked.ok) {
    const errors = translateMessages("en", checked.errors, peopleMessageValues);
    return failed(400, { errors, values });
  }
  if (!(await hitLimit(deps.database.db, invitationLimit, actor.id)).allowed) {
    return failed(429, {
      message: t("admin.people.tooManyInvitations"),
      values,
    });
  }
  try {
    // Writes the "invitation.sent" audit entry with the e-mail it queues.
    await inviteEmployee(deps, actor, checked.data);
  } catch (error) {
    if (!(error instanceof AccountExistsError)) throw error;
    const errors = { email: t("admin.people.accountExists") };
    return failed(409, { errors, values });
  }
  return succeeded(t("admin.people.invited", { email: checked.data.email }));
}

async function actOnPerson(deps: Deps, actor: PeopleActor, form: FormData): Promise<FormAnswer> {
  const parsed = personActionSchema.safeParse(readTextFields(form, ["intent", "userId"]));
  if (!parsed.success) return failed(400, { message: t("admin.people.unknownAction") });
  const { intent, userId } = parsed.data;
  const person = (await listPeople(deps)).find((candidate) => candidate.id === userId);
  if (!person) return failed(404, { message: t("admin.people.personGone") });
  switch (intent) {
    case "resend":
      // A link to set a first password only: someone who has one is sent a reset instead.
      if ((await sendInvitation(deps, actor, userId)) === "has-password") {
        return failed(409, {
          message: t("admin.people.hasPassword", { name: person.name }),
        });
      }
      return succeeded(t("admin.people.invitedAgain", { email: person.email }));
    case "reset":
      // A person without a password yet comes in through their invitation, which a reset would revoke.
      if ((await sendPasswordReset(deps, person.email)) === "no-password") {
        return failed(409, {
          message: t("admin.people.noPasswordYet", { name: person.name }),
        });
      }
      return succeeded(t("admin.people.resetSent", { email: person.email }));
    case "disable":
    case "enable": {
      if (person.role === "admin") {
        return failed(400, { message: t("admin.people.adminNotDisabled") });
      }
      // Disabling signs the person out: it asks first (docs/decisions/0076).
      if (intent === "disable" && !isConfirmed(form))
        return failed(400, { message: NOT_CONFIRMED });
      // Writes "account.disabled" or "account.enabled" to the audit log.
      await setAccountDisabled(deps, actor, userId, intent === "disable");
      return succeeded(
        t(intent === "disable" ? "admin.people.disabled" : "admin.people.enabled", {
          name: person.name,
        }),
      );
    }
    default: {
      const [change, permission] = intent.split(":") as ["grant" | "remove", Permission];
      return changePermission(deps, actor, person, permission, change === "grant");
    }
  }
}

async function changePermission(
  deps: Deps,
  actor: PeopleActor,
  person: Person,
  permission: Permission,
  granted: boolean,
): Promise<FormAnswer> {
  const named = { name: person.name, permission: t(PERMISSION_LABELS[permission]).toLowerCase() };
  if (person.role === "admin") {
    return failed(400, { message: t("admin.people.adminAlwaysHas", named) });
  }
  // Writes "permission.granted" or "permission.removed" to the audit log.
  await setPermission(deps, actor, person.id, permission, granted);
  return succeeded(t(granted ? PERMISSION_GRANTED[permission] : "admin.people.removed", named));
}

function succeeded(message: string): FormAnswer {
  return { status: 200, result: { ok: true, message } };
}

function failed(status: number, failure: Parameters<typeof formFailure>[0]): FormAnswer {
  return { status, result: formFailure(failure) };
}
