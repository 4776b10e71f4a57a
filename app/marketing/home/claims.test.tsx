import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { I18nProvider } from "~/i18n/I18nContext";
import { AboutSection } from "./AboutSection";
import { IndustriesSection } from "./IndustriesSection";
import { ServicesSection } from "./ServicesSection";
import { WhyChooseSection } from "./WhyChooseSection";

function render(section: React.ReactNode, lang: "en" | "es" = "en"): string {
  return renderToStaticMarkup(
    <I18nProvider value={serverTranslator(lang)}>{section}</I18nProvider>,
  );
}

const hrefs = (markup: string) =>
  [...markup.matchAll(/href="([^"]+)"/g)].map(([, href]) => href ?? "");

describe("the home page's claims", () => {
  it("link each service and market to the published projects that back it, and only those", () => {
    expect(hrefs(render(<ServicesSection backed={["pos-systems"]} />))).toContain(
      "/projects?service=pos-systems",
    );
    expect(
      hrefs(render(<ServicesSection backed={["pos-systems"]} />)).filter((href) =>
        href.startsWith("/projects"),
      ),
    ).toEqual(["/projects?service=pos-systems"]);
    expect(
      hrefs(render(<IndustriesSection backed={["banking"]} />, "es")).filter((href) =>
        href.includes("/projects"),
      ),
    ).toEqual(["/es/projects?market=banking"]);
    expect(hrefs(render(<IndustriesSection backed={[]} />)).join()).not.toContain("/projects");
  });

  it("link the markets to the service request form, in the page's language", () => {
    expect(hrefs(render(<IndustriesSection backed={[]} />))).toContain("/service");
    const spanish = render(<IndustriesSection backed={[]} />, "es");
    expect(hrefs(spanish)).toContain("/es/service");
    expect(spanish).toContain("Solicitar servicio para un local");
  });

  it("link the licensing claims to the credentials page, the others to the projects while there are some", () => {
    for (const section of [
      <AboutSection key="about" anyProject />,
      <WhyChooseSection key="why" anyProject />,
    ]) {
      const links = hrefs(render(section));
      expect(links).toContain("/team/general-contractors");
      expect(links).toContain("/projects");
    }
    expect(render(<AboutSection anyProject={false} />)).not.toContain('href="/projects"');
    expect(render(<WhyChooseSection anyProject />, "es")).toContain("Licencias y seguros");
    expect(hrefs(render(<IndustriesSection backed={[]} />))).toContain("/team/general-contractors");
  });
});
