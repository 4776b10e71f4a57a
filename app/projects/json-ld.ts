import { type Lang, pathIn } from "~/i18n/languages";
import type { Translator } from "~/i18n/translator";
import { absoluteUrl, type JsonLd } from "~/site/seo";
import {
  clientLabel,
  type PublicProject,
  photoAddress,
  projectPath,
  projectTexts,
  variantNear,
} from "./present";

/**
 * The project as a schema.org CreativeWork: what was done, where and when, by the company, for
 * whom (the client's name only when approved), its photos, and the client's words as a review.
 * React Router writes it as JSON with "<" escaped, so no text of it can close its script.
 */
export function projectJsonLd(
  origin: string,
  project: PublicProject,
  company: { name: string },
  translator: Pick<Translator, "t" | "lang">,
): JsonLd {
  const lang: Lang = translator.lang;
  const { summary } = projectTexts(project, lang);
  const images = project.photos.flatMap((photo) => {
    const variant = variantNear(photo, "webp", 1600);
    return variant ? [absoluteUrl(origin, photoAddress(variant))] : [];
  });
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title,
    description: summary,
    url: absoluteUrl(origin, pathIn(lang, projectPath(project.slug))),
    inLanguage: lang,
    dateCreated: String(project.year),
    locationCreated: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: project.city,
        addressRegion: project.state,
        addressCountry: "US",
      },
    },
    creator: { "@type": "Organization", name: company.name, url: absoluteUrl(origin, "/") },
    sourceOrganization: { "@type": "Organization", name: clientLabel(project, translator.t) },
    ...(images.length ? { image: images } : {}),
    ...(project.quoteText && project.quoteName
      ? {
          review: {
            "@type": "Review",
            reviewBody: project.quoteText,
            author: {
              "@type": "Person",
              name: project.quoteName,
              ...(project.quoteRole ? { jobTitle: project.quoteRole } : {}),
            },
          },
        }
      : {}),
  };
}
