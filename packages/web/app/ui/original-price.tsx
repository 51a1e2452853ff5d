import { useT } from "../lib/i18n";

/** A price before its reduction, struck through and read as "was …". Nothing when there is none. */
export function OriginalPrice({ text }: { text: string | null }) {
  const { t } = useT();
  if (!text) return null;
  return (
    <>
      {" "}
      <s className="price__original">
        <span className="visually-hidden">{t("was")} </span>
        {text}
      </s>
    </>
  );
}
