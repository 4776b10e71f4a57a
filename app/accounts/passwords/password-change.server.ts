import { recordAudit } from "~/audit/audit.server";
import { getAuth } from "~/auth/auth.server";
import { HASHING_BUSY, withPasswordHashing } from "~/auth/password-hashing.server";
import type { Viewer } from "~/auth/session.server";
import type { AppContext } from "~/context";
import type { MessageKey } from "~/i18n/translator";
import { deviceCookieOf, knownDevice } from "../sign-in/device-cookie.server";
import {
  admitPasswordAttempt,
  recordRightPassword,
  recordWrongPassword,
} from "../sign-in/password-attempts.server";

type Deps = Pick<AppContext, "database" | "config" | "secrets" | "clientAddress">;

export type PasswordChangeResult =
  | { ok: true; cookies: string[] }
  | { ok: false; status: 400 | 429 | 503; message: MessageKey };

/**
 * A signed-in person's new password, given the current one. Wrong current passwords count as
 * failed sign-ins do: a borrowed session cannot be used to guess the password faster.
 */
export async function changeOwnPassword(
  deps: Deps,
  request: Request,
  viewer: Viewer,
  input: { current: string; newPassword: string },
): Promise<PasswordChangeResult> {
  const email = viewer.email.toLowerCase();
  const device = knownDevice(deps, deviceCookieOf(deps, request.headers.get("Cookie")), email);
  if (!(await admitPasswordAttempt(deps, email, device)))
    return { ok: false, status: 429, message: "auth.tooManyPasswordAttempts" };
  const auth = getAuth(deps);
  // The current password checked first, on its own: Better Auth's change hashes the new password
  // before it checks the current one, so a wrong guess would cost two hashes instead of one.
  const response = await withPasswordHashing(async () => {
    const checked = await auth.api.verifyPassword({
      body: { password: input.current },
      headers: request.headers,
      asResponse: true,
    });
    if (!checked.ok) return checked;
    return auth.api.changePassword({
      body: {
        currentPassword: input.current,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      asResponse: true,
    });
  });
  if (response === HASHING_BUSY) return { ok: false, status: 503, message: "auth.serverBusy" };
  if (!response.ok) {
    await recordWrongPassword(deps, email, device);
    await recordAudit(deps.database.db, { id: viewer.id, email }, "password-change.failed");
    return { ok: false, status: 400, message: "auth.wrongCurrentPassword" };
  }
  await recordRightPassword(deps, email, device);
  return { ok: true, cookies: response.headers.getSetCookie() };
}
