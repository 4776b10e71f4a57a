import { PERMISSIONS, type Permission } from "~/auth/permissions";
import type { AppContext } from "~/context";
import { isConfirmed, NOT_CONFIRMED } from "~/forms/confirm";
import { checkFields, type FormAnswer, formFailure, readTextFields } from "~/forms/form.server";
import { translateMessages } from "~/i18n/catalogue.server";
import { hitLimit } from "~/limits/rate-limit.server";
import {
  AccountExistsError,
  inviteEmployee,
  listPeople,
  type Person,
  sendInvitation,
  sendPasswordReset,
  setAccountDisabled,
} from "./accounts.server";
import { invitationSchema, peopleMessageValues, personActionSchema } from "./people.validation";
import { setPermission } from "./permission-grants.server";

type Deps = Pick<AppContext, "database" | "config" | "secrets" | "company">;

/** The signed-in admin who acts, as the audit log names them. */
export interface PeopleActor {
  id: string;
  email: string;
}

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
    // The admin area is in English.
    const errors = translateMessages("en", checked.errors, peopleMessageValues);
    return failed(400, { errors, values });
  }
  if (!(await hitLimit(deps.database.db, invitationLimit, actor.id)).allowed) {
    return failed(429, {
      message: "Too many invitations in an hour. Please try again later.",
      values,
    });
  }
  try {
    // Writes the "invitation.sent" audit entry with the e-mail it queues.
    await inviteEmployee(deps, actor, checked.data);
  } catch (error) {
    if (!(error instanceof AccountExistsError)) throw error;
    const errors = { email: "An account with this e-mail address already exists." };
    return failed(409, { errors, values });
  }
  return succeeded(`Invitation sent to ${checked.data.email}.`);
}

async function actOnPerson(deps: Deps, actor: PeopleActor, form: FormData): Promise<FormAnswer> {
  const parsed = personActionSchema.safeParse(readTextFields(form, ["intent", "userId"]));
  if (!parsed.success) return failed(400, { message: "Unknown action." });
  const { intent, userId } = parsed.data;
  const person = (await listPeople(deps)).find((candidate) => candidate.id === userId);
  if (!person) return failed(404, { message: "That person no longer exists." });
  switch (intent) {
    case "resend":
      // A link to set a first password only: someone who has one is sent a reset instead.
      if ((await sendInvitation(deps, actor, userId)) === "has-password") {
        return failed(409, {
          message: `${person.name} has already set a password: send a password reset instead.`,
        });
      }
      return succeeded(`Invitation sent again to ${person.email}.`);
    case "reset":
      // A person without a password yet comes in through their invitation, which a reset would revoke.
      if ((await sendPasswordReset(deps, person.email)) === "no-password") {
        return failed(409, {
          message: `${person.name} has not set a password yet: re-send the invitation instead.`,
        });
      }
      return succeeded(`A password reset link was sent to ${person.email}.`);
    case "disable":
    case "enable": {
      if (person.role === "admin") {
        return failed(400, { message: "The admin account cannot be disabled." });
      }
      // Disabling signs the person out: it asks first (docs/decisions/0076).
      if (intent === "disable" && !isConfirmed(form))
        return failed(400, { message: NOT_CONFIRMED });
      // Writes "account.disabled" or "account.enabled" to the audit log.
      await setAccountDisabled(deps, actor, userId, intent === "disable");
      return succeeded(
        intent === "disable"
          ? `${person.name} is disabled and signed out.`
          : `${person.name} is enabled again.`,
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
  const { label, grantedText } = PERMISSIONS[permission];
  if (person.role === "admin") {
    return failed(400, { message: `The admin always has ${label.toLowerCase()}.` });
  }
  // Writes "permission.granted" or "permission.removed" to the audit log.
  await setPermission(deps, actor, person.id, permission, granted);
  return succeeded(
    granted
      ? `${person.name} ${grantedText}.`
      : `${person.name} no longer has ${label.toLowerCase()}.`,
  );
}

function succeeded(message: string): FormAnswer {
  return { status: 200, result: { ok: true, message } };
}

function failed(status: number, failure: Parameters<typeof formFailure>[0]): FormAnswer {
  return { status, result: formFailure(failure) };
}
