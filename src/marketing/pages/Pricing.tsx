import { Link } from '../router';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../i18n/format';
import { PLAN_CURRENCY, PLANS } from '../content';
import { CheckIcon } from '../icons';
import { PageHero } from '../PageHero';

/** /Pricing and /pricing: Tawazun's plans, prices in the reader's number format. */
export default function Pricing() {
  const { t, i18n } = useTranslation('marketing');
  return (
    <>
      <PageHero title={t('pricing.title')} lead={t('pricing.lead')} />
      <section className="tw-section">
        <div className="tw-container tw-grid tw-plans">
          {PLANS.map((plan) => {
            const name = t(`pricing.plan.${plan.id}.name`);
            const featured = 'featured' in plan && plan.featured;
            return (
              <article
                key={plan.id}
                className={`tw-card${featured ? ' tw-plan-featured' : ''}`}
                aria-labelledby={`plan-${plan.id}`}
              >
                {featured ? <span className="tw-badge">{t('pricing.mostPopular')}</span> : null}
                <h2 id={`plan-${plan.id}`}>{name}</h2>
                <p>{t(`pricing.plan.${plan.id}.description`)}</p>
                <p className="tw-price">
                  {plan.monthly === null
                    ? t('pricing.customPrice')
                    : formatCurrency(plan.monthly, PLAN_CURRENCY, { maximumFractionDigits: 0 }, i18n.language)}{' '}
                  {plan.monthly === null ? null : <small>{t('pricing.perMonth')}</small>}
                </p>
                <ul className="tw-checks">
                  {Array.from({ length: plan.features }, (_, i) => (
                    <li key={i}>
                      <CheckIcon />
                      <span>{t(`pricing.plan.${plan.id}.feature${i + 1}`, { people: plan.people })}</span>
                    </li>
                  ))}
                </ul>
                {plan.monthly === null ? (
                  <Link to="/contact" state={{ subject: name }} className="tw-btn tw-btn-ghost">
                    {t('pricing.talkToUs')}
                  </Link>
                ) : (
                  <Link to={`/checkout?plan=${plan.id}`} className={`tw-btn${featured ? '' : ' tw-btn-ghost'}`}>
                    {t('pricing.choose', { plan: name })}
                  </Link>
                )}
              </article>
            );
          })}
        </div>
      </section>
    </>
  );
}
