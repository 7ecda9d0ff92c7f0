import { Link } from './router';
import { useTranslation } from 'react-i18next';
import { serviceLink, type ServiceSlug } from './content';
import { ArrowForwardIcon } from './icons';
import { ServiceIcon } from './serviceIcons';

export function ServiceCard({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation('marketing');
  return (
    <article className="tw-card">
      <span className="tw-card-icon">
        <ServiceIcon slug={slug} />
      </span>
      <h3>{t(`services.${slug}.title`)}</h3>
      <p>{t(`services.${slug}.summary`)}</p>
      {/* Its text says where it leads ("Read more about Cyber Security") to screen readers and search engines; the eye reads "Read more" under the title. */}
      <Link className="tw-card-link" to={serviceLink(slug)}>
        {t('home.readMore')}
        <span className="tw-visually-hidden"> {t('home.readMoreAbout', { service: t(`services.${slug}.title`) })}</span>
        <ArrowForwardIcon />
      </Link>
    </article>
  );
}
