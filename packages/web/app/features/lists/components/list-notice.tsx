import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useT } from "../../../lib/i18n";
import { listMessageText } from "../list-text";

/**
 * What the last change did ("Renamed the list to …"), in a status region that is always in the
 * page, so assistive technology hears it. With JavaScript the page does not reload after a form,
 * so the focus (which was on a control the change may have removed) moves to the sentence.
 */
export function ListNotice({ text }: { text: string | null | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const { t } = useT();
  // each redirect is a new location, even when the sentence is the same as the last one's
  const { key } = useLocation();
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text, key]);
  return (
    <p ref={ref} className={text ? "lists-notice" : "visually-hidden"} role="status" tabIndex={text ? -1 : undefined}>
      {listMessageText(text, t)}
    </p>
  );
}
