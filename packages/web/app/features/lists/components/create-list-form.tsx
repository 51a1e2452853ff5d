import type { ListAccessLevel } from "@quire/domain";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";
import { ListCreateFields } from "../../../ui/list-create-fields";
import type { ListFormRefusal } from "../list-form-refusal";
import { ListFormFields } from "./list-controls";
import "../lists.css";

interface Props {
  /** the access levels this user may create a list with */
  allowed: readonly ListAccessLevel[];
  /** where to go after creating it (the lists screen) */
  returnTo: string;
  refusal?: ListFormRefusal | null;
  headingLevel?: "h1" | "h2";
}

/**
 * Create a list: its name, and Personal or Shared when the user may share. A plain form on the
 * page, with or without JavaScript (decision 034); 'List name is required' shows on the field.
 */
export function CreateListForm({ allowed, returnTo, refusal, headingLevel = "h2" }: Props) {
  const { t } = useT();
  const error = refusal?.intent === "create-list" ? refusal : null;
  const Heading = headingLevel;
  return (
    <section className="create-list" aria-labelledby="create-list-heading" id="create-list">
      <Heading id="create-list-heading">{t("Create a list")}</Heading>
      <Form method="post" className="create-list__form">
        <ListFormFields intent="create-list" returnTo={returnTo} />
        <ListCreateFields
          formId="create-list"
          allowed={allowed}
          error={error ? t(error.fields?.name ?? error.message) : undefined}
          defaultName={error?.values?.name}
        />
        <button type="submit" className="button">
          {t("Create list")}
        </button>
      </Form>
    </section>
  );
}
