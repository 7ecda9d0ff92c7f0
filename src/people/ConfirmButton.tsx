import { useState, type ReactElement } from 'react';
import { Button, Confirm } from 'react-admin';

interface Props {
  label: string;
  icon: ReactElement;
  title: string;
  content: string;
  /** Runs once confirmed; the dialog stays open (and its button busy) until it settles. */
  onConfirm(): Promise<unknown>;
  color?: 'primary' | 'error' | 'warning' | 'success';
  disabled?: boolean;
}

/** A button that asks first: approve, deactivate, delete. */
export function ConfirmButton({ label, icon, title, content, onConfirm, color = 'primary', disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label={label}
        color={color}
        disabled={disabled}
        onClick={(event) => {
          // Inside a clickable row: the click must not also open the row.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {icon}
      </Button>
      <Confirm isOpen={open} loading={busy} title={title} content={content} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
}
