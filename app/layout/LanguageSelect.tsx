import { Globe, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLang, useT } from "~/i18n/I18nContext";
import {
  LANGUAGE_NAMES,
  type Lang,
  otherLang,
  pathIn,
  prefersSpanish,
  rememberedLang,
  rememberLang,
} from "~/i18n/languages";

/**
 * The header's language selector: a link to the same page in the other language, which keeps
 * the query and the hash and remembers the choice in a cookie. A link, so that it works without
 * JavaScript too and search engines follow it (docs/product.md#header-and-navigation).
 */
export function LanguageSelect({ pathname }: { pathname: string }) {
  const t = useT();
  const target = otherLang(useLang());
  return (
    <a
      href={pathIn(target, pathname)}
      hrefLang={target}
      data-testid="language-select"
      onClick={(event) => {
        event.preventDefault();
        switchTo(target);
      }}
      className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border border-current/20 px-2 py-1.5 text-sm font-medium hover:bg-black/5"
    >
      <Globe className="size-4" aria-hidden="true" />
      <span className="sr-only">{t("common.language.label")}: </span>
      <span lang={target}>{LANGUAGE_NAMES[target]}</span>
    </a>
  );
}

/** Moves to the page shown, in another language, with its query and hash. */
function switchTo(lang: Lang) {
  const { pathname, search, hash } = window.location;
  rememberLang(lang, document);
  window.location.assign(pathIn(lang, `${pathname}${search}${hash}`));
}

/**
 * On an English page, a visitor whose browser prefers Spanish and who has not chosen yet is
 * offered the Spanish page: never sent there without asking (search engines and people who
 * chose English stay). Shown only in the browser, so the kept page is the same for everyone.
 */
export function LanguageOffer() {
  const t = useT();
  const lang = useLang();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (lang !== "en" || rememberedLang(document.cookie)) return;
    setOffered(prefersSpanish(navigator.languages ?? [navigator.language]));
  }, [lang]);
  if (!offered) return null;
  const target = otherLang(lang);
  return (
    <section
      lang={target}
      aria-label={t("common.language.offer")}
      data-testid="language-offer"
      className="border-t border-slate-200 bg-amber-50 text-navy-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6">
        <p>{t("common.language.offer")}</p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => switchTo(target)}
            className="rounded-md bg-navy-900 px-3 py-1.5 font-semibold text-white hover:bg-navy-800"
          >
            {t("common.language.offerAccept")}
          </button>
          <button
            type="button"
            onClick={() => {
              rememberLang(lang, document);
              setOffered(false);
            }}
            className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 font-medium hover:bg-black/5"
          >
            <X className="size-4" aria-hidden="true" />
            {t("common.language.offerDismiss")}
          </button>
        </div>
      </div>
    </section>
  );
}
