import { useTranslation } from 'react-i18next';

/**
 * The centred spinner shown while a screen loads (spec §2). Plain markup styled by index.html, so
 * it shows before any stylesheet or component library has loaded.
 */
export function Spinner() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div className="tw-spinner-box" role="status" aria-live="polite">
      <span className="tw-spinner" aria-hidden="true" />
      <span className="tw-visually-hidden">{ready ? t('loading') : null}</span>
    </div>
  );
}
