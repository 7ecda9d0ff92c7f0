import { Link } from '../router';
import { useTranslation } from 'react-i18next';
import { SERVICES } from '../content';
import { ArrowForwardIcon, CheckIcon } from '../icons';
import { ServiceCard } from '../ServiceCard';
import { HeroFigure } from '../HeroFigure';

const FEATURES = ['structure', 'fte', 'estimation', 'costing', 'roles', 'bilingual'];
const REGIONS = ['ksa', 'gulf', 'southAsia'];
const STEPS = ['discover', 'design', 'deliver', 'support'];

/** The public home page: the agency, its eight solutions, Tawazun, the region, how we work. */
export default function Home() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <section className="tw-hero">
        <div className="tw-container tw-hero-split">
          <div>
            <span className="tw-eyebrow">{t('home.eyebrow')}</span>
            <h1>{t('home.title')}</h1>
            <p className="tw-lead">{t('home.lead')}</p>
            <div className="tw-actions">
              <Link to="/signin" className="tw-btn">
                {t('home.primary')}
                <ArrowForwardIcon />
              </Link>
              <Link to="/services" className="tw-btn tw-btn-ghost">
                {t('home.secondary')}
              </Link>
            </div>
          </div>
          <HeroFigure />
        </div>
      </section>

      <section className="tw-section" aria-labelledby="home-services">
        <div className="tw-container">
          <div className="tw-section-head">
            <h2 id="home-services">{t('home.servicesTitle')}</h2>
            <p className="tw-lead">{t('home.servicesLead')}</p>
          </div>
          <div className="tw-grid">
            {SERVICES.map((slug) => (
              <ServiceCard key={slug} slug={slug} />
            ))}
          </div>
        </div>
      </section>

      <section className="tw-section tw-section-soft" aria-labelledby="home-product">
        <div className="tw-container">
          <div className="tw-section-head">
            <span className="tw-eyebrow">{t('home.productEyebrow')}</span>
            <h2 id="home-product">{t('home.productTitle')}</h2>
            <p className="tw-lead">{t('home.productLead')}</p>
          </div>
          <div className="tw-grid">
            {FEATURES.map((feature) => (
              <article key={feature} className="tw-card">
                <span className="tw-card-icon">
                  <CheckIcon />
                </span>
                <h3>{t(`home.feature.${feature}.title`)}</h3>
                <p>{t(`home.feature.${feature}.text`)}</p>
              </article>
            ))}
          </div>
          <div className="tw-actions">
            <Link to="/pricing" className="tw-btn">
              {t('home.productCta')}
            </Link>
          </div>
        </div>
      </section>

      <section className="tw-section" aria-labelledby="home-regions">
        <div className="tw-container">
          <div className="tw-section-head">
            <h2 id="home-regions">{t('home.regionsTitle')}</h2>
            <p className="tw-lead">{t('home.regionsLead')}</p>
          </div>
          <div className="tw-grid">
            {REGIONS.map((region) => (
              <article key={region} className="tw-card">
                <h3>{t(`home.region.${region}.title`)}</h3>
                <p>{t(`home.region.${region}.text`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="tw-section tw-section-soft" aria-labelledby="home-process">
        <div className="tw-container">
          <div className="tw-section-head">
            <h2 id="home-process">{t('home.processTitle')}</h2>
          </div>
          <div className="tw-grid tw-steps">
            {STEPS.map((step) => (
              <article key={step} className="tw-card">
                <h3>{t(`home.step.${step}.title`)}</h3>
                <p>{t(`home.step.${step}.text`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="tw-section">
        <div className="tw-container">
          <div className="tw-cta">
            <h2>{t('home.ctaTitle')}</h2>
            <p>{t('home.ctaText')}</p>
            <Link to="/contact" className="tw-btn">
              {t('home.ctaButton')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
