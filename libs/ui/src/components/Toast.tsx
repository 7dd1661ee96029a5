import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Tone } from './Alert';
import { cx } from './cx';

/** A9.1: a notification toast closes after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  tone?: Tone;
  title?: string;
  message: string;
  /** Milliseconds; 0 keeps it until closed. */
  duration?: number;
}
interface ToastItem extends Required<Omit<ToastOptions, 'title'>> {
  id: number;
  title?: string;
}
interface ToastApi {
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

function ToastView({ item, onDismiss, closeLabel }: { item: ToastItem; onDismiss: (id: number) => void; closeLabel: string }) {
  useEffect(() => {
    if (item.duration <= 0) return;
    const timer = setTimeout(() => onDismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item, onDismiss]);
  return (
    <li className={cx('cf-toast', `cf-toast--${item.tone}`)} role={item.tone === 'danger' ? 'alert' : 'status'}>
      <div className="cf-toast__body">
        {item.title ? <p className="cf-toast__title">{item.title}</p> : null}
        <p className="cf-toast__text">{item.message}</p>
      </div>
      <button type="button" className="cf-toast__close" aria-label={closeLabel} onClick={() => onDismiss(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Toasts stack at the top, on the inline-end side: top-right in English and French, top-left in
 * Arabic (the CSS uses `inset-inline-end`, so the side follows `dir`).
 */
export function ToastProvider({
  children,
  closeLabel = 'Close',
  regionLabel = 'Notifications',
}: {
  children: ReactNode;
  closeLabel?: string;
  regionLabel?: string;
}) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setItems((list) => [
      ...list,
      { id, tone: options.tone ?? 'info', title: options.title, message: options.message, duration: options.duration ?? TOAST_DURATION_MS },
    ]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="cf-toast-region" aria-label={regionLabel}>
        <ol className="cf-toast-list">
          {items.map((item) => (
            <ToastView key={item.id} item={item} onDismiss={dismiss} closeLabel={closeLabel} />
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
