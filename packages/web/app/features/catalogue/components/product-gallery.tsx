import type { ProductView } from "@quire/domain";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../../ui/use-hydrated";
import { useT } from "../../../lib/i18n";
import "../catalogue.css";

const SWIPE_PX = 40;

/**
 * The product's drawn views: a main picture and thumbnails. Without JavaScript the thumbnails are
 * links to ?view=N and the main picture links to the full-size drawing; once interactive they are
 * buttons ("View 2 of 4"), arrow keys and a swipe change the view, and the main picture opens a
 * zoomed view in a dialog that Escape closes.
 */
export function ProductGallery({ name, views, initialView }: { name: string; views: ProductView[]; initialView: number }) {
  const hydrated = useHydrated();
  const { t } = useT();
  const count = views.length;
  const [current, setCurrent] = useState(Math.min(Math.max(1, initialView), count) - 1);
  const [zoomed, setZoomed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  // a swipe ends with a click on the picture: that click must not open the zoom
  const swiped = useRef(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const view = views[current] ?? views[0];

  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (zoomed && !box.open) box.showModal();
    if (!zoomed && box.open) box.close();
  }, [zoomed]);

  if (!view) return null;
  const go = (index: number, focusThumb = false) => {
    const next = (index + count) % count;
    setCurrent(next);
    if (focusThumb) thumbs.current[next]?.focus();
  };
  // arrow keys on a thumbnail move the focus along with the view; on the main picture, only the view
  const onArrowKeys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const onThumb = event.currentTarget.dataset.thumb === "true";
    if (event.key === "ArrowRight") go(current + 1, onThumb);
    else if (event.key === "ArrowLeft") go(current - 1, onThumb);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) < SWIPE_PX) return;
    swiped.current = true;
    go(current + (dx < 0 ? 1 : -1));
  };
  const alt = t("{{name}}, {{view}} (view {{n}} of {{count}})", {
    name,
    view: t(view.label).toLowerCase(),
    n: current + 1,
    count,
  });
  const picture = <img src={view.url} alt={alt} width={360} height={360} fetchPriority="high" draggable={false} />;

  return (
    <section className="gallery" aria-label={t("Pictures of {{name}}", { name })}>
      <div
        className="gallery__main"
        onPointerDown={hydrated ? onPointerDown : undefined}
        onPointerUp={hydrated ? onPointerUp : undefined}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {hydrated ? (
          <button
            type="button"
            className="gallery__zoom"
            onClick={() => {
              if (swiped.current) swiped.current = false;
              else setZoomed(true);
            }}
            onKeyDown={onArrowKeys}
            aria-label={t("Zoom in: {{picture}}", { picture: alt })}
          >
            {picture}
          </button>
        ) : (
          <a
            href={view.url}
            className="gallery__zoom"
            aria-label={t("Open the full-size picture: {{picture}}", { picture: alt })}
          >
            {picture}
          </a>
        )}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label={t("Choose a view")}>
          {views.map((v, i) => (
            <li key={v.url}>
              {hydrated ? (
                <button
                  type="button"
                  ref={(el) => {
                    thumbs.current[i] = el;
                  }}
                  className="gallery__thumb"
                  aria-label={t("View {{n}} of {{count}}", { n: i + 1, count })}
                  aria-pressed={i === current}
                  onClick={() => go(i)}
                  onKeyDown={onArrowKeys}
                  data-thumb="true"
                >
                  <img src={v.url} alt="" width={64} height={64} loading="lazy" />
                </button>
              ) : (
                <Link
                  to={{ search: `?view=${i + 1}` }}
                  className="gallery__thumb"
                  aria-label={t("View {{n}} of {{count}}", { n: i + 1, count })}
                  aria-current={i === current ? "true" : undefined}
                  preventScrollReset
                  replace
                >
                  <img src={v.url} alt="" width={64} height={64} loading="lazy" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated ? (
        <dialog
          ref={dialog}
          className="gallery__dialog"
          aria-label={t("Zoomed picture: {{view}}", { view: t(view.label) })}
          onClose={() => setZoomed(false)}
        >
          <img src={view.url} alt={alt} width={720} height={720} />
          <div className="gallery__dialog-actions">
            <button type="button" className="button button--secondary" onClick={() => go(current - 1)}>
              {t("Previous view")}
            </button>
            <button type="button" className="button button--secondary" onClick={() => go(current + 1)}>
              {t("Next view")}
            </button>
            <button type="button" className="button" onClick={() => setZoomed(false)}>
              {t("Close")}
            </button>
          </div>
        </dialog>
      ) : null}
    </section>
  );
}
