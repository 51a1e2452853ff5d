/** A price before its reduction, struck through and read as "was …". Nothing when there is none. */
export function OriginalPrice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <>
      {" "}
      <s className="price__original">
        <span className="visually-hidden">was </span>
        {text}
      </s>
    </>
  );
}
