import { useEffect, useState } from "react";

// One toast for the whole page (role=status): the add-to-list modal and the lists drawer confirm
// what they did here ("Added to Office and Desk"), after the surface that did it has closed. The
// root layout renders the region once; the features call showToast.

const TOAST_MS = 6000;
type Listener = (message: string) => void;
const listeners = new Set<Listener>();

/** Shows the message in the page's toast (replacing one already shown). */
export function showToast(message: string): void {
  for (const listener of listeners) listener(message);
}

export function StatusToastRegion() {
  const [toast, setToast] = useState<{ message: string; at: number } | null>(null);
  useEffect(() => {
    const listener: Listener = (message) => setToast({ message, at: Date.now() });
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className={`status-toast${toast ? " status-toast--shown" : ""}`} role="status" aria-live="polite">
      {toast ? <span key={toast.at}>{toast.message}</span> : null}
    </div>
  );
}
