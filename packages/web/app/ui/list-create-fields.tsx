import { LIST_ACCESS_CHOICES, LIST_NAME_MAX_LENGTH, type ListAccessLevel } from "@quire/domain";
import { useT } from "../lib/i18n";
import { TextField } from "./form-fields";

// The create-list fields, shared by the lists screen, the add-to-list modal and the header's
// create-list drawer (decision 032): the name, and Personal or Shared when the user may share.

interface Props {
  /** makes the controls' ids unique on a page that shows the fields twice */
  formId: string;
  /** the access levels this user may create a list with (the lists state's allowedAccessLevel) */
  allowed: readonly ListAccessLevel[];
  error?: string;
  defaultName?: string;
  /** the name field's label ("List name", or "New list name" beside existing lists) */
  label?: string;
  /** the name is optional when the form also offers existing lists */
  optional?: boolean;
}

export function ListCreateFields({ formId, allowed, error, defaultName, label, optional }: Props) {
  const { t } = useT();
  const choices = LIST_ACCESS_CHOICES.filter((choice) => allowed.includes(choice.value));
  return (
    <div className="list-create-fields">
      <TextField
        id={`${formId}-name`}
        name="name"
        label={label ?? t("List name")}
        optional={optional}
        error={error}
        defaultValue={defaultName}
        maxLength={LIST_NAME_MAX_LENGTH}
        autoComplete="off"
      />
      {choices.length > 1 ? (
        <fieldset className="list-create-fields__access">
          <legend>{t("Who can use it")}</legend>
          {choices.map((choice, i) => (
            <label key={choice.value} className="list-create-fields__choice">
              <input type="radio" name="accessLevel" value={choice.value} defaultChecked={i === 0} />
              <span>
                {t(choice.label)}: <span className="list-create-fields__hint">{t(choice.hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="accessLevel" value={choices[0]?.value ?? "PERSONAL"} />
      )}
    </div>
  );
}
