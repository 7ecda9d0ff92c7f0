import type { ReactNode } from 'react';
import { withoutBidiMarks } from './isolate';

/**
 * Text that reads left to right whatever the page's direction: a phone number, an e-mail, a code,
 * a file name, an amount with its currency code, a time. `<bdi>` isolates it from the sentence
 * around it, so "+966 11 000 0000" stays in its order on an Arabic page.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <bdi dir="ltr" className={className}>
      {typeof children === 'string' ? withoutBidiMarks(children) : children}
    </bdi>
  );
}
