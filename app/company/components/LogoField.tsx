import { useState } from "react";
import { CheckboxField, Field } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { chosenLogoProblem, LOGO_ACCEPT, type LogoMessage } from "../images/logo";
import { FILE_INPUT_CLASS } from "./PdfField";

/**
 * The logo: the current one (or the drawn mark), a file to replace it and a box to remove it.
 * The page tells at once when a chosen file is too large or an SVG; the server checks again.
 */
export function LogoField({
  current,
  error,
  note,
  removeChecked,
  onChosenProblem,
}: {
  current: string | null;
  error?: string;
  note?: string;
  removeChecked: boolean;
  onChosenProblem: (refused: boolean) => void;
}) {
  const t = useT();
  const [chosenProblem, setChosenProblem] = useState<LogoMessage | null>(null);
  const shown = chosenProblem ? t(chosenProblem) : error;
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start md:col-span-2">
      <div className="flex size-20 items-center justify-center rounded-lg border border-slate-200 bg-slate-50">
        {current ? (
          <img
            src={current}
            alt={t("adminCompany.logo.current")}
            className="size-16 rounded-md bg-white object-contain"
          />
        ) : (
          <span className="px-2 text-center text-xs text-slate-500">
            {t("adminCompany.logo.drawnMark")}
          </span>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <Field
          idPrefix="company"
          name="logo"
          label={t("adminCompany.logo.label")}
          hint={note ?? t("adminCompany.logo.hint")}
          error={shown}
          optional
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={LOGO_ACCEPT}
              className={FILE_INPUT_CLASS}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                const problem = file ? chosenLogoProblem(file) : null;
                setChosenProblem(problem);
                onChosenProblem(problem !== null);
              }}
            />
          )}
        </Field>
        {current ? (
          <CheckboxField
            idPrefix="company"
            name="removeLogo"
            label={t("adminCompany.logo.remove")}
            defaultChecked={removeChecked}
          />
        ) : null}
      </div>
    </div>
  );
}
