import type { ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';

interface Props {
  label: string;
  icon: ReactElement;
  to?: string;
  onClick?(): void;
  color?: 'primary' | 'error' | 'warning' | 'success' | 'default';
}

/**
 * A row action as an icon with its name as a tooltip and accessible name: lists of people keep
 * their columns readable. Clicks stay on the action, never opening the row as well.
 */
export function ActionIcon({ label, icon, to, onClick, color = 'primary' }: Props) {
  const stop = (event: { stopPropagation(): void }) => {
    event.stopPropagation();
    onClick?.();
  };
  return (
    <Tooltip title={label}>
      {to ? (
        <IconButton component={Link} to={to} aria-label={label} color={color} size="small" onClick={stop}>
          {icon}
        </IconButton>
      ) : (
        <IconButton aria-label={label} color={color} size="small" onClick={stop}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}
