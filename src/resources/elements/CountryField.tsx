import { useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** A profile's country in the user's language, with the currency its costs are reported in. */
export function CountryField(_props: { label?: string; source?: string }) {
  const record = useRecordContext();
  const { t } = useTranslation();
  if (!record?.country) return null;
  const name = t(`fte.countries.${record.country}`, { defaultValue: String(record.country) });
  return <span>{record.currency ? `${name} (${record.currency})` : name}</span>;
}
