import { describe, expect, it } from "vitest";
import { readTextFields } from "./form-data";

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
