import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

type ToastType = 'success' | 'error';
interface Toast {
  id: number;
  text: string;
  type: ToastType;
}
type Notify = (text: string, type?: ToastType, durationMs?: number) => void;

const ToastContext = createContext<Notify>(() => undefined);

/** Spec §9: most toasts stay 2000 ms, errors 3000 ms. */
export const TOAST_MS = { success: 2000, error: 3000 } as const;

/** The public site's one toast container (top centre), announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const notify = useCallback<Notify>((text, type = 'success', durationMs = TOAST_MS[type]) => {
    const id = ++next.current;
    setToasts((list) => [...list, { id, text, type }]);
    window.setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), durationMs);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="tw-toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className="tw-toast" data-type={toast.type}>
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = (): Notify => useContext(ToastContext);
