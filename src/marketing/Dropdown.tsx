import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from './router';
import { ChevronDownIcon } from './icons';
import { useHydrated } from '../app/useHydrated';

/**
 * A disclosure dropdown of the header: a button that opens a list below it. It closes on Escape
 * (focus back on the button), on a click outside and when the page changes.
 */
export function Dropdown({
  label,
  icon,
  children,
  end = false,
  ariaLabel,
}: {
  label: ReactNode;
  icon?: ReactNode;
  children: (close: () => void) => ReactNode;
  end?: boolean;
  ariaLabel?: string;
}) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  // Open on the page where it was opened: a change of page closes it.
  const here = `${pathname}${search}`;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const hydrated = useHydrated();
  const open = openOn === here;
  const setOpen = useCallback(
    (value: boolean | ((open: boolean) => boolean)) => {
      setOpenOn((current) => {
        const next = typeof value === 'function' ? value(current === here) : value;
        return next ? here : null;
      });
    },
    [here],
  );
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, setOpen]);

  return (
    <div className={`tw-dropdown${end ? ' tw-dropdown-end' : ''}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="tw-nav-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((v) => !v)}
        disabled={!hydrated}
      >
        {icon}
        {label}
        <ChevronDownIcon />
      </button>
      <ul id={id} className="tw-dropdown-panel" hidden={!open}>
        {children(() => setOpen(false))}
      </ul>
    </div>
  );
}
