import { Eye, EyeOff, Pencil, RotateCcw, Save, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Field, inputClass } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { type CardAction, type CardState, showsModifiedBadge } from "../cards";
import {
  type FieldKey,
  fieldDefinitions,
  fieldLabel,
  hasErrors,
  KNOWN_PROVIDERS,
  LIMITS,
  localizedError,
  PROVIDER_TYPES,
  providerFields,
  providerLabel,
  providers,
  typeLabel,
  validateConfiguration,
} from "../configuration-fields";

type Dispatch = (action: CardAction) => void;
type ChangeField = Extract<CardAction, { type: "change" }>["field"];

const viewInputClass = `${inputClass} disabled:cursor-default disabled:bg-slate-50 disabled:text-navy-900 disabled:shadow-none`;

const buttonBase =
  "inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500";
export const primaryButton = `${buttonBase} bg-navy-800 text-white hover:bg-navy-700 disabled:opacity-60`;
export const secondaryButton = `${buttonBase} border border-slate-300 bg-white text-navy-900 hover:bg-slate-50 disabled:opacity-60`;

/** One integration card: view mode shows the saved values, Edit unlocks them. */
export function ConfigurationCard({ card, dispatch }: { card: CardState; dispatch: Dispatch }) {
  // Ids from the card, not useId: the editor is an island, hydrated apart from the page.
  const titleId = `card-${card.id}-title`;
  const articleRef = useRef<HTMLElement>(null);
  const t = useT();
  const { values, editing, errors } = card;
  useFocusFollowsMode(articleRef, editing);
  const name = values.provider_name.trim();
  const title = card.builtIn
    ? providers[card.builtIn].label
    : name
      ? t("integrations.card.custom", { provider: providerLabel(name) })
      : t("integrations.card.newCustom");
  const change = (field: ChangeField, value: string | boolean) =>
    dispatch({ type: "change", id: card.id, field, value });

  return (
    <article
      ref={articleRef}
      aria-labelledby={titleId}
      data-card={card.id}
      className={`rounded-xl border bg-white p-5 shadow-sm sm:p-6 ${editing ? "border-navy-400 ring-1 ring-navy-400" : "border-slate-200"}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-navy-900">
            {title}
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>
              {values.provider_type
                ? typeLabel(t, values.provider_type)
                : t("integrations.card.noType")}
            </span>
            {editing ? (
              <span className="rounded-full bg-navy-100 px-2 py-0.5 text-xs font-semibold text-navy-800">
                {t("integrations.card.editing")}
              </span>
            ) : null}
            {showsModifiedBadge(card) ? (
              <span className="rounded-full bg-accent-400/25 px-2 py-0.5 text-xs font-semibold text-navy-900">
                {t("integrations.card.modified")}
              </span>
            ) : null}
          </p>
        </div>
        <EnabledSwitch
          id={`card-${card.id}-enabled`}
          checked={values.is_enabled}
          describedBy={titleId}
          onChange={(checked) => change("is_enabled", checked)}
        />
      </header>

      {card.builtIn ? null : <CustomProviderFields card={card} change={change} />}

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        {providerFields(name).map((field) => (
          <ProviderField
            key={field}
            idPrefix={`card-${card.id}`}
            field={field}
            value={values[field]}
            error={errors[field] && localizedError(t, values, field, errors[field])}
            editing={editing}
            change={change}
          />
        ))}
      </div>

      <CardButtons
        card={card}
        label={title}
        dispatch={dispatch}
        focusFirstError={() => focusFirst(articleRef.current, "[aria-invalid=true]")}
      />
    </article>
  );
}

function focusFirst(container: HTMLElement | null, selector: string) {
  requestAnimationFrame(() => container?.querySelector<HTMLElement>(selector)?.focus());
}

/**
 * The button pressed disappears when the mode changes: focus moves to the first field on Edit
 * and back to the Edit button on Save or Cancel, so keyboard users never land on the page top.
 */
function useFocusFollowsMode(ref: React.RefObject<HTMLElement | null>, editing: boolean) {
  const previous = useRef(editing);
  useEffect(() => {
    if (previous.current === editing) return;
    previous.current = editing;
    const container = ref.current;
    if (!container?.contains(document.activeElement) && document.activeElement !== document.body) {
      return;
    }
    focusFirst(
      container,
      editing ? "input:not([disabled]), select:not([disabled]), [role=switch]" : "[data-edit]",
    );
  }, [editing, ref]);
}

function EnabledSwitch({
  id,
  checked,
  disabled,
  onChange,
  label,
  describedBy,
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-navy-900">
        {label ?? t("integrations.card.enabled")}
      </label>
      {/* The WAI-ARIA switch pattern: a button whose state is aria-checked. */}
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        data-state={checked ? "checked" : "unchecked"}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => onChange(!checked)}
        className="group relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-navy-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        <span className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-[state=checked]:translate-x-[1.375rem]" />
      </button>
    </div>
  );
}

function CustomProviderFields({
  card,
  change,
}: {
  card: CardState;
  change: (field: ChangeField, value: string) => void;
}) {
  const t = useT();
  const listId = `card-${card.id}-providers`;
  const error = (field: "provider_name" | "provider_type") => {
    const message = card.errors[field];
    return message && localizedError(t, card.values, field, message);
  };
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      <Field
        idPrefix={`card-${card.id}`}
        label={t("integrations.card.providerName")}
        name="provider_name"
        error={error("provider_name")}
      >
        {(props) => (
          <>
            <input
              {...props}
              type="text"
              list={listId}
              value={card.values.provider_name}
              disabled={!card.editing}
              maxLength={LIMITS.providerName}
              autoComplete="off"
              spellCheck={false}
              placeholder={
                card.editing ? t("integrations.card.providerNamePlaceholder") : undefined
              }
              onChange={(event) => change("provider_name", event.target.value)}
              className={viewInputClass}
            />
            <datalist id={listId}>
              {KNOWN_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {providers[provider].label}
                </option>
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field
        idPrefix={`card-${card.id}`}
        label={t("integrations.card.providerType")}
        name="provider_type"
        error={error("provider_type")}
      >
        {(props) => (
          <select
            {...props}
            value={card.values.provider_type}
            disabled={!card.editing}
            onChange={(event) => change("provider_type", event.target.value)}
            className={viewInputClass}
          >
            <option value="">{t("integrations.card.chooseType")}</option>
            {PROVIDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(t, type)} ({type})
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

function ProviderField({
  idPrefix,
  field,
  value,
  error,
  editing,
  change,
}: {
  idPrefix: string;
  field: FieldKey;
  value: string | boolean | undefined;
  error?: string;
  editing: boolean;
  change: (field: ChangeField, value: string | boolean) => void;
}) {
  const t = useT();
  const definition = fieldDefinitions[field];
  const label = fieldLabel(t, field);
  if (definition.kind === "switch") {
    return (
      <div className="flex items-center sm:col-span-2">
        <EnabledSwitch
          id={`${idPrefix}-${field}`}
          label={label}
          checked={value === true}
          disabled={!editing}
          onChange={(checked) => change(field, checked)}
        />
      </div>
    );
  }
  return (
    <Field idPrefix={idPrefix} label={label} name={field} error={error}>
      {(props) =>
        definition.kind === "secret" ? (
          <SecretInput
            inputProps={props}
            label={label}
            value={typeof value === "string" ? value : ""}
            disabled={!editing}
            maxLength={definition.maxLength}
            onChange={(next) => change(field, next)}
          />
        ) : (
          <input
            {...props}
            type={definition.kind === "url" ? "url" : "text"}
            inputMode={definition.kind === "url" ? "url" : undefined}
            value={typeof value === "string" ? value : ""}
            disabled={!editing}
            maxLength={definition.maxLength}
            placeholder={
              editing && "placeholder" in definition ? definition.placeholder : undefined
            }
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => change(field, event.target.value)}
            className={viewInputClass}
          />
        )
      }
    </Field>
  );
}

/** A secret value: masked unless shown on purpose; never offered to password managers. */
function SecretInput({
  inputProps,
  label,
  value,
  disabled,
  maxLength,
  onChange,
}: {
  inputProps: Record<string, unknown>;
  label: string;
  value: string;
  disabled: boolean;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        {...inputProps}
        type={shown ? "text" : "password"}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        data-1p-ignore=""
        data-lpignore="true"
        onChange={(event) => onChange(event.target.value)}
        className={`${viewInputClass} pr-11`}
      />
      <button
        type="button"
        onClick={() => setShown((current) => !current)}
        aria-label={t(shown ? "integrations.card.hide" : "integrations.card.show", {
          field: label,
        })}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-navy-900"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

function CardButtons({
  card,
  label,
  dispatch,
  focusFirstError,
}: {
  card: CardState;
  label: string;
  dispatch: Dispatch;
  focusFirstError: () => void;
}) {
  const t = useT();
  return (
    <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
      {card.editing ? (
        <>
          <button
            type="button"
            className={primaryButton}
            onClick={() => {
              if (hasErrors(validateConfiguration(card.values))) focusFirstError();
              dispatch({ type: "save", id: card.id });
            }}
            aria-label={t("integrations.card.saveLabel", { card: label })}
          >
            <Save className="size-4" aria-hidden="true" />
            {t("integrations.card.save")}
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => dispatch({ type: "cancel", id: card.id })}
            aria-label={t("integrations.card.cancelLabel", { card: label })}
          >
            <X className="size-4" aria-hidden="true" />
            {t("integrations.card.cancel")}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => dispatch({ type: "edit", id: card.id })}
          aria-label={t("integrations.card.editLabel", { card: label })}
          data-edit=""
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t("integrations.card.edit")}
        </button>
      )}
      <button
        type="button"
        className={`${secondaryButton} ml-auto`}
        onClick={() => dispatch({ type: "reset", id: card.id })}
        aria-label={
          card.builtIn
            ? t("integrations.card.resetLabel", { card: label })
            : t("integrations.card.removeLabel", { card: label })
        }
      >
        {card.builtIn ? (
          <RotateCcw className="size-4" aria-hidden="true" />
        ) : (
          <Trash2 className="size-4" aria-hidden="true" />
        )}
        {card.builtIn ? t("integrations.card.reset") : t("integrations.card.remove")}
      </button>
    </div>
  );
}
