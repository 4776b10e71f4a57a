import type { Page } from "@playwright/test";
import english from "../../app/i18n/messages/en";
import spanish from "../../app/i18n/messages/es";
import { OFFICE_NAMESPACES } from "../../app/i18n/translator";
import { featuresIn } from "../../app/marketing/features-content";

/**
 * English sentences of the catalogue that the Spanish pages must not show: each English text
 * whose Spanish differs, cut at its values and markup, in pieces long enough to be a phrase.
 * The offer to switch is written in the language it offers and is left out, and so are the
 * office's namespaces, which only the English catalogue has (docs/decisions/0096).
 */
function englishSentences(): string[] {
  const pieces = new Set<string>();
  for (const [namespace, messages] of Object.entries(english)) {
    if ((OFFICE_NAMESPACES as readonly string[]).includes(namespace)) continue;
    const translated = spanish[namespace as keyof typeof spanish] as Record<string, string>;
    for (const [key, text] of Object.entries(messages as Record<string, string>)) {
      if (key.startsWith("language.") || translated[key] === text) continue;
      for (const piece of text.split(/\{[^}]*\}|<\/?\w+>/)) {
        if (piece.trim().length >= 12) pieces.add(piece.trim());
      }
    }
  }
  // The feature cards' English module.
  const spanishTexts = new Set(featureCardTexts("es"));
  for (const text of featureCardTexts("en")) {
    if (text.length >= 12 && !spanishTexts.has(text)) pieces.add(text);
  }
  return [...pieces];
}

function featureCardTexts(lang: "en" | "es"): string[] {
  return featuresIn(lang).flatMap((feature) => [
    feature.subtitle,
    feature.description,
    ...feature.features,
    ...feature.benefits,
  ]);
}

/** The catalogue's English sentences a page shows. */
export async function englishLeft(page: Page): Promise<string[]> {
  // Everything shown, forms included, and the names and placeholders of what is shown.
  const text = await page.locator("body").evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    document.body.append(copy);
    copy.style.cssText = "position:absolute;left:-99999px";
    // The text a reader sees: closed menus and dialogs left aside.
    // biome-ignore lint/performance/useDomNodeTextContent: textContent would include hidden text
    const shown = copy.innerText;
    copy.remove();
    // What assistive technology and empty fields say: names, placeholders, image texts.
    const attributes = [...body.querySelectorAll("[aria-label], [placeholder], [alt], [title]")]
      .flatMap((element) =>
        ["aria-label", "placeholder", "alt", "title"].map((name) => element.getAttribute(name)),
      )
      .filter(Boolean);
    return [shown, ...attributes].join("\n");
  });
  return englishSentences().filter((sentence) => text.includes(sentence));
}
