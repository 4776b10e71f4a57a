import { useT } from "~/i18n/I18nContext";

/** The field people never see and bots fill in: a submission with it filled is dropped. */
export const HONEYPOT_FIELD = "website";

export function Honeypot() {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("forms.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
