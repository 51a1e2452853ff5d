import { type ComponentProps, useState } from "react";
import { useT } from "../lib/i18n";
import { TextField } from "./form-fields";
import { useHydrated } from "./use-hydrated";

/**
 * A password input with a "Show password" toggle (aria-pressed) that switches it to plain text and
 * back. The toggle arrives with the page's script: without it the field is an ordinary password field.
 */
export function PasswordField({ className, ...props }: Omit<ComponentProps<typeof TextField>, "type" | "after">) {
  const hydrated = useHydrated();
  const { t } = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      className={["field--password", className ?? ""].filter(Boolean).join(" ")}
      type={shown ? "text" : "password"}
      after={
        hydrated ? (
          <button
            type="button"
            className="link-button password-toggle"
            aria-pressed={shown}
            aria-controls={props.id}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? t("Hide password") : t("Show password")}
          </button>
        ) : null
      }
    />
  );
}
