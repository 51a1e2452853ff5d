import {
  ASSEMBLY_LEVELS,
  ASSEMBLY_LEVEL_LABELS,
  type AssemblyLevel,
  BASIC_ASSEMBLY_FEE_PER_UNIT_CENTS,
  type CartViewItem,
  FEE_TBD_TEXT,
  FURNITURE_ADD_ANIMATION_MS,
  NO_ASSEMBLY,
  formatCents,
} from "@quire/domain";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { useCartForm } from "../../../lib/cart-form";
import { useRootData } from "../../../lib/root-data";
import { CsrfField } from "../../../ui/csrf-field";
import { useHydrated } from "../../../ui/use-hydrated";
import { type Translate, useT } from "../../../lib/i18n";
import { cartText } from "../cart-text";

// Furniture assembly on a cart line (decision 026). With JavaScript, "Add assembly" opens the
// furniture table drawer; before hydration or without it, the same form sits in a <details> on the
// line and posts to the cart page.

interface Props {
  item: CartViewItem & { cartItemId: string };
  name: string;
  /** where the form posts (the cart route) */
  cartPath: string;
}

const levelFeeText = (level: AssemblyLevel, t: Translate): string =>
  level === "BASC"
    ? t("{{price}} each", { price: formatCents(BASIC_ASSEMBLY_FEE_PER_UNIT_CENTS) })
    : t("fee quoted after your order: {{tbd}}", { tbd: t(FEE_TBD_TEXT) });

function AssemblyForm({
  item,
  name,
  cartPath,
  onSubmit,
  busy,
  error,
}: Props & { onSubmit?: (event: FormEvent<HTMLFormElement>) => void; busy?: boolean; error?: string | null }) {
  const { t } = useT();
  const id = useId();
  const current = item.furnSvcInfo ?? NO_ASSEMBLY;
  return (
    <Form method="post" action={cartPath} className="assembly-form" onSubmit={onSubmit}>
      <CsrfField />
      <input type="hidden" name="intent" value="set-assembly" />
      <input type="hidden" name="cartItemId" value={item.cartItemId} />
      <p className="assembly-form__lead">
        {item.qty === 1
          ? t("Choose how many of your {{qty}} unit of {{name}} to have assembled.", { qty: item.qty, name })
          : t("Choose how many of your {{qty}} units of {{name}} to have assembled.", { qty: item.qty, name })}
      </p>
      {ASSEMBLY_LEVELS.map((level) => (
        <div key={level} className="assembly-form__field">
          <label htmlFor={`${id}-${level}`}>
            {t(ASSEMBLY_LEVEL_LABELS[level])} ({levelFeeText(level, t)})
          </label>
          <input
            id={`${id}-${level}`}
            name={level}
            type="number"
            inputMode="numeric"
            min={0}
            max={item.qty}
            defaultValue={current[level].qty}
          />
        </div>
      ))}
      {error ? (
        <p className="item-message item-message--attention" role="alert">
          {cartText(error, t)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? t("Saving…") : t("Save assembly")}
      </button>
    </Form>
  );
}

/** What the line's assembly is and costs, under the line. */
function AssemblySummary({ item }: { item: Props["item"] }) {
  const { t } = useT();
  const fees = item.furnSvcFees ?? [];
  if (fees.length === 0) return null;
  return (
    <ul className="assembly-summary" aria-label={t("Assembly")}>
      {fees.map((fee) => (
        <li key={fee.service}>
          {t(ASSEMBLY_LEVEL_LABELS[fee.service])} × {fee.service === "CUST" ? (item.furnSvcInfo?.CUST.qty ?? fee.qty) : fee.qty}:{" "}
          <strong>{fee.tbd ? t(FEE_TBD_TEXT) : formatCents(fee.feeCents)}</strong>
        </li>
      ))}
    </ul>
  );
}

export function FurnitureAssembly({ item, name }: Omit<Props, "cartPath">) {
  const { t } = useT();
  const cartPath = useRootData()?.tenant.cartPath ?? "/cart";
  const hydrated = useHydrated();
  const { submit, pending } = useCartForm(cartPath);
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  if (!item.assemblyEligible) return null;
  const chosen = (item.furnSvcFees ?? []).length > 0;
  const opener = chosen ? t("Change assembly") : t("Add assembly");
  const busy = pending.length > 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const count = (key: string) => Number(String(form.get(key) ?? "0") || "0");
    setError(null);
    void submit({ intent: "set-assembly", cartItemId: item.cartItemId, BASC: count("BASC"), CUST: count("CUST") }).then(
      (answer) => {
        if ("refusal" in answer) {
          setError(answer.refusal.message);
          return;
        }
        // The drawer confirms the choice, then closes itself.
        setAdded(true);
        timer.current = setTimeout(() => {
          setAdded(false);
          setOpen(false);
        }, FURNITURE_ADD_ANIMATION_MS);
      },
    );
  };

  return (
    <div className="assembly">
      <AssemblySummary item={item} />
      {hydrated ? (
        <Dialog.Root
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setError(null);
              setAdded(false);
            }
          }}
        >
          <Dialog.Trigger
            className="link-button assembly__open"
            aria-label={t("{{action}} for {{name}}", { action: opener, name })}
          >
            {opener}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="atc-backdrop" />
            <Dialog.Content className="atc-dialog atc-dialog--drawer furniture-drawer" aria-describedby={undefined}>
              <Dialog.Title className="atc-dialog__title">{t("Furniture assembly")}</Dialog.Title>
              {added ? (
                <p className="furniture-drawer__added" role="status">
                  <span className="furniture-drawer__check" aria-hidden="true">
                    ✓
                  </span>{" "}
                  {t("Assembly added")}
                </p>
              ) : (
                <AssemblyForm item={item} name={name} cartPath={cartPath} onSubmit={onSubmit} busy={busy} error={error} />
              )}
              <Dialog.Close className="atc-dialog__close" aria-label={t("Close furniture assembly")}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : (
        <details className="assembly__details">
          <summary className="link-button">{opener}</summary>
          <AssemblyForm item={item} name={name} cartPath={cartPath} />
        </details>
      )}
    </div>
  );
}
