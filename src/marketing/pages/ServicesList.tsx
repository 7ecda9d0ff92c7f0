import { useTranslation } from 'react-i18next';
import { SERVICES } from '../content';
import { PageHero } from '../PageHero';
import { ServiceCard } from '../ServiceCard';

/** /ServiecesList and /services: the eight solutions. */
export default function ServicesList() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHero title={t('servicesList.title')} lead={t('servicesList.lead')} />
      <section className="tw-section">
        <div className="tw-container tw-grid">
          {SERVICES.map((slug) => (
            <ServiceCard key={slug} slug={slug} />
          ))}
        </div>
      </section>
    </>
  );
}
