import { Link, useSearchParams } from '../router';
import { useTranslation } from 'react-i18next';
import { SERVICES, isService, serviceLink } from '../content';
import { CheckIcon } from '../icons';
import { PageHero } from '../PageHero';

const POINTS = ['point1', 'point2', 'point3', 'point4'];

/** /ServicesDetail and /service-detail?service=<slug>: one solution (the first when none is named). */
export default function ServiceDetail() {
  const { t } = useTranslation('marketing');
  const [params] = useSearchParams();
  const requested = params.get('service');
  const slug = isService(requested) ? requested : SERVICES[0];
  const title = t(`services.${slug}.title`);
  return (
    <>
      <PageHero title={title} lead={t(`services.${slug}.summary`)} />
      <section className="tw-section">
        <div className="tw-container tw-split">
          <div>
            <h2>{t('serviceDetail.whatWeDo')}</h2>
            <p>{t(`services.${slug}.intro`)}</p>
            <ul className="tw-checks">
              {POINTS.map((point) => (
                <li key={point}>
                  <CheckIcon />
                  <span>{t(`services.${slug}.${point}`)}</span>
                </li>
              ))}
            </ul>
            <h2>{t('serviceDetail.outcome')}</h2>
            <p>{t(`services.${slug}.outcome`)}</p>
          </div>
          <aside className="tw-card" aria-labelledby="other-services">
            <h2 id="other-services">{t('serviceDetail.other')}</h2>
            <ul className="tw-footer-list">
              {SERVICES.filter((other) => other !== slug).map((other) => (
                <li key={other}>
                  <Link to={serviceLink(other)}>{t(`services.${other}.title`)}</Link>
                </li>
              ))}
              <li>
                <Link to="/services">{t('serviceDetail.backToServices')}</Link>
              </li>
            </ul>
          </aside>
        </div>
      </section>
      <section className="tw-section">
        <div className="tw-container">
          <div className="tw-cta">
            <h2>{t('serviceDetail.ctaTitle', { service: title })}</h2>
            <p>{t('serviceDetail.ctaText')}</p>
            <Link to="/contact" state={{ subject: title }} className="tw-btn">
              {t('serviceDetail.ctaButton')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
