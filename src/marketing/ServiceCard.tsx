import { Link } from './router';
import { useTranslation } from 'react-i18next';
import { serviceLink, type ServiceSlug } from './content';
import { ArrowForwardIcon, ServiceIcon } from './icons';

export function ServiceCard({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation('marketing');
  return (
    <article className="tw-card">
      <span className="tw-card-icon">
        <ServiceIcon />
      </span>
      <h3>{t(`services.${slug}.title`)}</h3>
      <p>{t(`services.${slug}.summary`)}</p>
      <Link className="tw-card-link" to={serviceLink(slug)} aria-label={`${t('home.readMore')}: ${t(`services.${slug}.title`)}`}>
        {t('home.readMore')}
        <ArrowForwardIcon />
      </Link>
    </article>
  );
}
