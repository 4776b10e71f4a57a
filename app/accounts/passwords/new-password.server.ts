import { authPolicy } from "~/auth/policy";
import { checkFields } from "~/forms/form.server";
import { newPasswordSchema } from "./password.validation";

/**
 * The passwords found most often in breaches, as zxcvbn-ts ships them (about 49,000, MIT; the
 * list is read here, no outside service is asked). Loaded on the first password set, not at
 * start: a few megabytes that a process which sets no password never holds. Entries shorter than
 * the minimum length are refused by the length rule anyway.
 */
let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => {
    const list = dictionary["passwords-common"] as string[];
    return new Set(list.filter((entry) => entry.length >= authPolicy.minPasswordLength));
  });
  return commonPasswords;
}

/** Whether the password is one of the most common, whatever its letters' case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/**
 * A new password as every form that sets one checks it (a setup, invitation or reset link, and
 * the change at /employees/info): the shared schema (length, both fields alike), then not one of
 * the most common passwords. Errors are message keys, as the schema's are.
 */
export async function checkNewPassword<K extends "password" | "confirm">(
  fields: Record<K, string>,
) {
  const checked = checkFields(newPasswordSchema, fields);
  if (checked.ok && (await isCommonPassword(checked.data.password))) {
    return {
      ok: false as const,
      errors: { password: "auth.error.passwordTooCommon" },
      values: fields,
    };
  }
  return checked;
}
