import { TextField } from "~/forms/fields";
import { Row } from "~/forms/Rows";
import { useT } from "~/i18n/I18nContext";
import { MARKET_SLUGS } from "~/site/markets";
import { SERVICE_SLUGS } from "~/site/page-table";
import { WEEKDAYS } from "../profile";
import { DAY_KEYS, MARKET_KEYS, SERVICE_KEYS } from "../profile-page/profile-labels";
import { type ProfileFields, ProfileText, rowSettings } from "./ProfileText";

/** The profile's offices: a row each, with its address, page, services, markets and hours. */
export function OfficeRows({ rows, ...fields }: ProfileFields & { rows: number }) {
  const t = useT();
  const { values, errors } = fields;
  return (
    <>
      {errors.offices ? (
        <p className="text-sm text-red-700 md:col-span-2" role="alert">
          {errors.offices}
        </p>
      ) : null}
      {Array.from({ length: rows }, (_, index) => (
        <Row key={`office-${index}`} group="offices" index={index} {...fields} {...rowSettings(t)}>
          <ProfileText
            {...fields}
            name={`offices.${index}.name`}
            label={t("adminCompany.offices.name")}
            maxLength={60}
          />
          <ProfileText
            {...fields}
            name={`offices.${index}.nameEs`}
            label={t("adminCompany.offices.nameEs")}
            hint={t("adminCompany.offices.nameEsHint")}
            maxLength={60}
            optional
          />
          <ProfileText
            {...fields}
            name={`offices.${index}.street`}
            label={t("adminCompany.offices.street")}
            maxLength={120}
          />
          <ProfileText
            {...fields}
            name={`offices.${index}.city`}
            label={t("adminCompany.offices.city")}
            maxLength={60}
          />
          <ProfileText
            {...fields}
            name={`offices.${index}.state`}
            label={t("adminCompany.offices.state")}
            maxLength={40}
          />
          <ProfileText
            {...fields}
            name={`offices.${index}.zip`}
            label={t("adminCompany.offices.zip")}
            maxLength={10}
          />
          <ProfileText
            {...fields}
            name={`offices.${index}.phone`}
            label={t("adminCompany.offices.phone")}
            type="tel"
            maxLength={30}
          />
          <ProfileText
            {...fields}
            name={`offices.${index}.slug`}
            label={t("adminCompany.offices.slug")}
            hint={t("adminCompany.offices.slugHint")}
            maxLength={60}
            optional
          />
          <ProfileText
            {...fields}
            name={`offices.${index}.geo.latitude`}
            label={t("adminCompany.offices.latitude")}
            hint={t("adminCompany.offices.latitudeHint")}
            inputMode="decimal"
            maxLength={20}
            optional
          />
          <ProfileText
            {...fields}
            name={`offices.${index}.geo.longitude`}
            label={t("adminCompany.offices.longitude")}
            hint={t("adminCompany.offices.longitudeHint")}
            inputMode="decimal"
            maxLength={20}
            optional
          />
          <OfficeChoices
            {...fields}
            index={index}
            list="services"
            legend={t("adminCompany.offices.services")}
            choices={SERVICE_SLUGS.map((slug) => [slug, t(SERVICE_KEYS[slug])])}
          />
          <OfficeChoices
            {...fields}
            index={index}
            list="markets"
            legend={t("adminCompany.offices.markets")}
            choices={MARKET_SLUGS.map((slug) => [slug, t(MARKET_KEYS[slug])])}
          />
          <label className="inline-flex items-center gap-2 text-sm text-navy-900 md:col-span-2">
            <input
              type="radio"
              name="headquarters"
              value={String(index)}
              defaultChecked={values.headquarters === String(index)}
              className="size-4 accent-navy-700"
            />
            {t("adminCompany.offices.headquarters")}
          </label>
          <table className="text-sm md:col-span-2">
            <caption className="sr-only">
              {t("adminCompany.offices.hoursCaption", { number: index + 1 })}
            </caption>
            <thead>
              <tr className="text-left text-xs uppercase text-slate-500">
                <th scope="col">{t("adminCompany.offices.day")}</th>
                <th scope="col">{t("adminCompany.offices.opens")}</th>
                <th scope="col">{t("adminCompany.offices.closes")}</th>
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((day) => (
                <tr key={day}>
                  <th scope="row" className="pr-3 text-left font-medium">
                    {t(DAY_KEYS[day])}
                  </th>
                  {(["opens", "closes"] as const).map((end) => {
                    const name = `offices.${index}.hours.${day}.${end}`;
                    const label = t(
                      end === "opens"
                        ? "adminCompany.offices.opensOn"
                        : "adminCompany.offices.closesOn",
                      { day: t(DAY_KEYS[day]) },
                    );
                    return (
                      <td key={end} className="py-1 pr-3 align-top">
                        <TextField
                          idPrefix="company"
                          name={name}
                          label={<span className="sr-only">{label}</span>}
                          placeholder="HH:MM"
                          maxLength={5}
                          error={errors[name]}
                          defaultValue={values[name]}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </Row>
      ))}
    </>
  );
}

/** An office's ticked services or markets: one box each, named `offices.N.<list>.<slug>`. */
function OfficeChoices({
  values,
  errors,
  index,
  list,
  legend,
  choices,
}: ProfileFields & {
  index: number;
  list: "services" | "markets";
  legend: string;
  choices: string[][];
}) {
  const error = errors[`offices.${index}.${list}`];
  return (
    <fieldset className="md:col-span-2">
      <legend className="text-sm font-medium text-navy-900">{legend}</legend>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {choices.map(([slug = "", label]) => {
          const name = `offices.${index}.${list}.${slug}`;
          return (
            <label key={slug} className="inline-flex items-center gap-2 text-sm text-navy-900">
              <input
                type="checkbox"
                name={name}
                defaultChecked={Boolean(values[name])}
                className="size-4 accent-navy-700"
              />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
