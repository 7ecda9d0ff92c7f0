import { useState, type ReactElement } from 'react';
import { Button, Confirm } from 'react-admin';
import { ActionIcon } from './ActionIcon';

interface Props {
  label: string;
  icon: ReactElement;
  title: string;
  content: string;
  /** Runs once confirmed; the dialog stays open (and its button busy) until it settles. */
  onConfirm(): Promise<unknown>;
  color?: 'primary' | 'error' | 'warning' | 'success';
  /** A row action: the icon alone, its name as tooltip and accessible name. */
  compact?: boolean;
}

/** A button that asks first: approve, deactivate, delete. */
export function ConfirmButton({ label, icon, title, content, onConfirm, color = 'primary', compact }: Props) {
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
      {compact ? (
        <ActionIcon label={label} icon={icon} color={color} onClick={() => setOpen(true)} />
      ) : (
        <Button label={label} color={color} onClick={() => setOpen(true)}>
          {icon}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
