// Bad input on the sign-in, password and sign-out forms (docs/security.md#where-each-defence-lives):
// 200 generated malformed requests each (tests/app/bad-input-public.test.ts says how), each
// answered with the expected 4xx (or the sign-out's redirect home), never a 5xx; valid bodies
// with hostile text are answered as valid ones are; nothing is mailed for a refused address and
// a refused password change keeps the password.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adminCookie } from "../support/accounts";
import { useTestApp } from "../support/app";
import {
  BAD_INPUT_ENV,
  BATCH_TIMEOUT,
  expectNoMailMentioning,
  expectStillServing,
  fuzzForm,
  newMarker,
  notEmailLike,
  passwordBreakers,
  report,
} from "../support/bad-input";
import {
  type Answer,
  anyText,
  blank,
  drop,
  everyAnswerAllowed,
  type FormTarget,
  longerThan,
  malformedForm,
  queryValue,
  setTo,
  sometimes,
} from "../support/malformed";

const app = useTestApp(BAD_INPUT_ENV);

describe("sign-in, password and sign-out forms", BATCH_TIMEOUT, () => {
  for (const path of ["/account/login", "/admin/login"]) {
    it(`${path} refuses 200 malformed sign-ins`, async (context) => {
      const marker = newMarker();
      const target: FormTarget = {
        label: `login ${path}`,
        path,
        marker,
        valid: {
          email: `${marker}@example.com`,
          password: "a password 123",
          redirectTo: "/admin/progress",
        },
        breakers: fc.oneof(
          drop("email"),
          setTo("email", fc.oneof(blank, notEmailLike(marker))),
          drop("password"),
          setTo("password", fc.constant("")),
        ),
        rejected: [400],
        // Valid: an unknown account, with hostile text in the address and the password (429
        // after five failures on one address, as when fast-check replays a failing probe).
        hostile: { accepted: [401, 429], freeText: { email: 254, password: 1024 } },
      };
      await fuzzForm(context, app(), target);
      await expectStillServing(app());
    });
  }

  it("forgot password refuses 200 malformed addresses and sends nothing", async (context) => {
    const marker = newMarker();
    const target: FormTarget = {
      label: "forgot password",
      path: "/account/forgot-password",
      marker,
      valid: { email: `${marker}@example.com` },
      breakers: fc.oneof(drop("email"), setTo("email", fc.oneof(blank, notEmailLike(marker)))),
      rejected: [400],
      // Valid: an address with no account, answered like any other, and no mail.
      hostile: { accepted: [200], freeText: { email: 254 } },
    };
    const { refusedTags, acceptedTags } = await fuzzForm(context, app(), target);
    await expectStillServing(app());
    await expectNoMailMentioning(app(), [...refusedTags, ...acceptedTags]);
  });

  for (const path of ["/admin/setup", "/account/set-password"]) {
    it(`${path} refuses 200 malformed or unknown-token bodies`, async (context) => {
      const marker = newMarker();
      const target: FormTarget = {
        label: `set password ${path}`,
        path,
        marker,
        valid: { token: `fuzz-${marker}`, password: "long enough 123", confirm: "long enough 123" },
        breakers: fc.oneof(
          passwordBreakers(marker),
          setTo("token", fc.oneof(anyText, fc.constant(""), longerThan(200, marker))),
          drop("token"),
        ),
        rejected: [400],
        // The token is never a real one: a valid body with hostile text in it is refused too.
        hostile: { accepted: [400], freeText: { token: 200 } },
      };
      await fuzzForm(context, app(), target);
      await expectStillServing(app());
    });
  }

  it("sign-out answers 200 malformed posts and forged cookies with a redirect home", async (context) => {
    const target: FormTarget = {
      label: "logout",
      path: "/logout",
      marker: newMarker(),
      valid: { confirm: "yes" },
      breakers: setTo("confirm", anyText),
      rejected: [302],
    };
    const forgedCookie = sometimes(
      fc
        .tuple(
          fc.constantFrom(
            "site.session_token",
            "__Secure-site.session_token",
            "site.session_data",
            "x",
          ),
          fc.oneof(
            queryValue,
            fc.constantFrom("", ".", "a.b.c", "%", "undefined"),
            fc.integer({ min: 100, max: 6_000 }).map((n) => `${"a".repeat(n)}.sig`),
          ),
        )
        .map(([name, value]) => `${name}=${value}`),
      2,
    );
    const home = (answer: Answer) =>
      answer.status !== 302 || answer.location === "/" ? undefined : `went to ${answer.location}`;
    const probes = fc.tuple(malformedForm(target), forgedCookie).map(([probe, cookie]) => ({
      ...probe,
      headers: cookie ? { ...probe.headers, Cookie: cookie } : probe.headers,
      check: home,
    }));
    const batch = await everyAnswerAllowed(app().url, probes);
    await report(context, ["logout", batch]);
    await expectStillServing(app());
  });

  it("an employee's password change refuses 200 malformed bodies and keeps the password", async (context) => {
    const marker = newMarker();
    const email = `${marker}@example.com`;
    const password = `employee password ${marker}`;
    const admin = await adminCookie(app().context);
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const invited = await app().fetch("/admin/people", {
      method: "POST",
      headers: { ...form, Cookie: admin },
      body: new URLSearchParams({
        intent: "invite",
        firstName: "Fuzz",
        lastName: "Employee",
        email,
      }),
    });
    expect(invited.status).toBe(200);
    const invitation = (await app().mail()).findLast(
      (mail) => mail.to === email && /Set up your/.test(mail.subject),
    );
    const link = new URL(/https?:\/\/\S+/.exec(invitation?.text ?? "")?.[0] ?? "");
    const setUp = await app().fetch("/account/set-password", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({
        token: link.searchParams.get("token") ?? "",
        password,
        confirm: password,
      }),
    });
    expect(setUp.status).toBe(302);
    const cookie = setUp.headers
      .getSetCookie()
      .map((set) => set.split(";")[0])
      .join("; ");

    const target: FormTarget = {
      label: "change password",
      path: "/employees/info",
      marker,
      valid: {
        current: `not the password ${marker}`,
        password: "a new password 1",
        confirm: "a new password 1",
      },
      breakers: fc.oneof(passwordBreakers(marker), drop("current"), setTo("current", anyText)),
      rejected: [400],
      // The current password given is never the right one: a valid body is refused too.
      hostile: { accepted: [400], freeText: { current: 1024 } },
    };
    await fuzzForm(context, app(), target, cookie);
    await expectStillServing(app());

    // The password is unchanged: it still signs in.
    const signIn = await app().fetch("/account/login", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ email, password }),
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/team/employees/hub");
  });
});
