import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkFields, fieldErrors, formFailure, readTextFields } from "./form.server";

describe("readTextFields", () => {
  it("gives the named text fields, and an empty string for missing or non-text ones", () => {
    const form = new FormData();
    form.set("name", "Ada");
    form.set("file", new Blob(["x"]), "x.txt");
    expect(readTextFields(form, ["name", "file", "email"])).toEqual({
      name: "Ada",
      file: "",
      email: "",
    });
  });

  it("reads a NUL character as U+FFFD, which PostgreSQL text can hold", () => {
    const form = new URLSearchParams("name=Ad%00a&message=%00");
    const body = new FormData();
    for (const [key, value] of form) body.append(key, value);
    expect(readTextFields(body, ["name", "message"])).toEqual({
      name: "Ad\uFFFDa",
      message: "\uFFFD",
    });
  });
});

describe("checkFields", () => {
  const schema = z.object({
    name: z.string().trim().min(1, "Please enter your name."),
    email: z.email("Please enter a valid email address."),
  });

  it("gives the clean data of valid values", () => {
    expect(checkFields(schema, { name: " Ada ", email: "ada@example.com" })).toEqual({
      ok: true,
      data: { name: "Ada", email: "ada@example.com" },
      values: { name: " Ada ", email: "ada@example.com" },
    });
  });

  it("gives one message per field and the values as typed", () => {
    expect(checkFields(schema, { name: " ", email: "ada" })).toEqual({
      ok: false,
      errors: { name: "Please enter your name.", email: "Please enter a valid email address." },
      values: { name: " ", email: "ada" },
    });
  });
});

describe("fieldErrors", () => {
  it("keeps each field's first message and files whole-form issues under 'form'", () => {
    const schema = z
      .object({
        code: z
          .string()
          .min(2, "Too short.")
          .regex(/^[0-9]+$/, "Digits only."),
      })
      .refine(() => false, "Never valid.");
    const parsed = schema.safeParse({ code: "x" });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(fieldErrors(parsed.error)).toEqual({ code: "Too short.", form: "Never valid." });
    }
  });
});

describe("formFailure", () => {
  it("fills in empty errors and values and leaves out a missing message", () => {
    expect(formFailure({ message: "Unknown action." })).toStrictEqual({
      ok: false,
      message: "Unknown action.",
      errors: {},
      values: {},
    });
    expect(formFailure({ errors: { email: "Taken." } })).toStrictEqual({
      ok: false,
      errors: { email: "Taken." },
      values: {},
    });
  });
});
