import { describe, expect, it } from "vitest";
import { company } from "~/company/fixed-facts";
import { type CompanyProfile, exampleProfile } from "~/company/profile";
import { loader } from "~/site/routes/security-txt";

const companyOf = (profile: CompanyProfile) => ({ current: () => ({ profile, version: 1 }) });
const context = {
  config: { publicUrl: "https://contractor.example.com" },
  company: companyOf(exampleProfile),
};

async function get(withContext: object = context) {
  const response = (await loader({
    request: new Request("https://contractor.example.com/.well-known/security.txt"),
    params: {},
    context: withContext,
    unstable_pattern: "",
  } as never)) as Response;
  return { response, text: await response.text() };
}

describe("/.well-known/security.txt", () => {
  it("is plain text with the fields RFC 9116 asks for, from the company's contact", async () => {
    const { response, text } = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(text).toContain(`Contact: mailto:${company.email}\n`);
    expect(text).toContain("Preferred-Languages: en\n");
    expect(text).toContain("Canonical: https://contractor.example.com/.well-known/security.txt\n");
    const expires = /^Expires: (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/m.exec(text)?.[1];
    const inDays = (Date.parse(expires ?? "") - Date.now()) / 86_400_000;
    expect(inDays).toBeGreaterThan(30);
    expect(inDays).toBeLessThan(366);
  });

  it("names the general e-mail of the profile as it is now", async () => {
    const changed = {
      ...context,
      company: companyOf({ ...exampleProfile, email: "desk@north.test" }),
    };
    const { text } = await get(changed);
    expect(text).toContain("Contact: mailto:desk@north.test\n");
  });
});
