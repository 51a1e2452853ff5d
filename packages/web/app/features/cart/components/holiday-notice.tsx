import { type CalendarDay, holidayNoticeFor } from "@quire/domain";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { dismissHolidayNotice, isHolidayNoticeDismissed } from "../../../lib/holiday-notice";

interface Props {
  /** the shopper's clock; a test sets it */
  now?: () => Date;
}

/**
 * The holiday-shipping notice (decision 074). It reads the shopper's clock and stored keys, so it is
 * rendered only in the browser, after hydration (the cart mounts it then): the cart's HTML is the
 * same for everyone.
 */
export function HolidayNotice({ now = () => new Date() }: Props) {
  const { t, language } = useT();
  const [orderBy, setOrderBy] = useState<CalendarDay | null>(() => {
    const today = now();
    const year = today.getFullYear();
    if (isHolidayNoticeDismissed(year)) return null;
    return holidayNoticeFor({ year, month: today.getMonth() + 1, day: today.getDate() });
  });
  if (!orderBy) return null;
  const date = new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(orderBy.year, orderBy.month - 1, orderBy.day)));
  return (
    <aside className="holiday-notice" aria-label={t("Holiday shipping")}>
      <p>{t("Order by {{date}} for delivery by Christmas.", { date })}</p>
      <button
        type="button"
        className="button button--secondary holiday-notice__dismiss"
        aria-label={t("Dismiss the holiday shipping notice")}
        onClick={() => {
          dismissHolidayNotice(orderBy.year);
          setOrderBy(null);
        }}
      >
        {t("Dismiss")}
      </button>
    </aside>
  );
}
