import { useState } from 'react';
import { useAppQuery } from '../dataProvider/hooks';
import { sessionUserId } from '../authProvider/session';
import { namedScreen } from '../app/namedScreen';
import { dismiss, hasWorkLeft, isDismissed } from './firstRun';

// The card loads with the answer that there is work left: an organisation under way never needs it.
const FirstRunCard = namedScreen(() => import('./FirstRunCard'), 'FirstRunCard', null);

/**
 * The dashboard of a new organisation: what to set up first, each step ticked from the
 * organisation's own records (one call), each a link to where it is done. Only the steps the
 * user's role may take; put away by the user, for good, on this browser.
 */
export function FirstRunChecklist() {
  const userId = sessionUserId();
  const [dismissed, setDismissed] = useState(() => isDismissed(userId));
  const { data: steps } = useAppQuery(['setupProgress'], (provider) => provider.setupProgress(), {
    enabled: !dismissed,
  });
  if (dismissed || !steps || !hasWorkLeft(steps)) return null;
  return (
    <FirstRunCard
      steps={steps}
      onDismiss={() => {
        dismiss(userId);
        setDismissed(true);
      }}
    />
  );
}
