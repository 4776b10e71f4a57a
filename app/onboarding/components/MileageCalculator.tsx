import { Calculator } from "lucide-react";
import { useState } from "react";
import { TextField } from "~/forms/fields";
import { RichText, useLang, useT } from "~/i18n/I18nContext";
import { localeFormat } from "~/site/locale-format";
import {
  COMMUTE_ALLOWANCE_MILES,
  MAX_ONE_WAY_MILES,
  MILEAGE_RATE_DOLLARS,
  type MileageClaim,
  mileageClaim,
  type TripKind,
} from "../mileage";

export interface MileageState {
  miles: string;
  trip: TripKind;
  claim?: MileageClaim;
  error?: string;
}

/**
 * Applies the mileage rule. Without JavaScript it is a GET form the loader answers; with it,
 * the result follows the inputs as they change.
 */
export function MileageCalculator({ initial }: { initial: MileageState }) {
  const [miles, setMiles] = useState(initial.miles);
  const [trip, setTrip] = useState<TripKind>(initial.trip);
  const [live, setLive] = useState(false);
  const value = Number(miles);
  const valid = miles.trim() !== "" && Number.isFinite(value) && value >= 0;
  const claim = live ? (valid ? mileageClaim(value, trip) : undefined) : initial.claim;
  const error = live ? undefined : initial.error;
  const t = useT();

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="flex items-center gap-2 font-semibold text-navy-900">
        <Calculator aria-hidden="true" className="size-5 text-navy-600" />
        {t("onboarding.mileage.heading")}
      </h3>
      <form
        method="get"
        // Back at the calculator after the page answers (without JavaScript).
        action="#mileage"
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <input type="hidden" name="tab" value="resources" />
        <TextField
          idPrefix="mileage"
          label={t("onboarding.mileage.miles")}
          name="miles"
          error={error}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_ONE_WAY_MILES}
          step="0.1"
          value={miles}
          onChange={(event) => {
            setMiles(event.target.value);
            setLive(true);
          }}
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-navy-900">
            {t("onboarding.mileage.trip")}
          </legend>
          <div className="flex gap-4 py-2">
            {(["round-trip", "one-way"] as const).map((kind) => (
              <label key={kind} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="trip"
                  value={kind}
                  checked={trip === kind}
                  onChange={() => {
                    setTrip(kind);
                    setLive(true);
                  }}
                  className="size-4 accent-navy-700"
                />
                {kind === "round-trip"
                  ? t("onboarding.mileage.roundTrip")
                  : t("onboarding.mileage.oneWay")}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          className="rounded-md border border-navy-300 px-4 py-2.5 font-semibold text-navy-900 hover:bg-navy-50 sm:mt-7"
        >
          {t("onboarding.mileage.calculate")}
        </button>
      </form>
      <output aria-live="polite" className="mt-4 block text-sm text-slate-800">
        {claim ? <ClaimSummary claim={claim} /> : null}
      </output>
    </div>
  );
}

function ClaimSummary({ claim }: { claim: MileageClaim }) {
  const format = localeFormat(useLang());
  const strong = { strong: (chunk: string) => <strong className="text-navy-900">{chunk}</strong> };
  const miles = (value: number) => format.number(value);
  if (claim.claimableMiles === 0) {
    return (
      <span>
        <RichText
          k="onboarding.mileage.notClaimable"
          values={{
            driven: miles(claim.drivenMiles),
            miles: COMMUTE_ALLOWANCE_MILES,
            roundTrip: COMMUTE_ALLOWANCE_MILES * 2,
          }}
          tags={strong}
        />
      </span>
    );
  }
  return (
    <span>
      <RichText
        k={
          claim.claimableMiles === 1
            ? "onboarding.mileage.claimOne"
            : "onboarding.mileage.claimMany"
        }
        values={{
          driven: miles(claim.drivenMiles),
          deducted: miles(claim.deductedMiles),
          claimable: miles(claim.claimableMiles),
          rate: format.dollars(MILEAGE_RATE_DOLLARS),
          amount: format.dollars(claim.amount),
        }}
        tags={strong}
      />
    </span>
  );
}
