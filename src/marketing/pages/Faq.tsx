import { Link } from '../router';
import { useTranslation } from 'react-i18next';
import { FAQ_COUNT, POLICY_ANCHORS, SUPPORT_HOURS } from '../content';
import { PageHero } from '../PageHero';

const QUESTIONS = Array.from({ length: FAQ_COUNT }, (_, i) => i + 1);
const POLICIES = [
  { id: POLICY_ANCHORS.support, key: 'support' },
  { id: POLICY_ANCHORS.terms, key: 'terms' },
  { id: POLICY_ANCHORS.privacy, key: 'privacy' },
];

/** /faq: questions about Tawazun and the services, then the support, terms and privacy policies. */
export default function Faq() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHero title={t('faq.title')} lead={t('faq.lead')}>
        <Link to="/contact" className="tw-btn">
          {t('nav.contact')}
        </Link>
      </PageHero>
      <section className="tw-section tw-faq">
        <div className="tw-container">
          {QUESTIONS.map((n) => (
            <details key={n}>
              <summary>{t(`faq.q${n}`)}</summary>
              <p>{t(`faq.a${n}`)}</p>
            </details>
          ))}
        </div>
      </section>
      <section className="tw-section tw-section-soft" aria-labelledby="faq-policies">
        <div className="tw-container">
          <h2 id="faq-policies">{t('faq.policiesTitle')}</h2>
          <div className="tw-grid">
            {POLICIES.map((policy) => (
              <article key={policy.id} id={policy.id} className="tw-card">
                <h3>{t(`faq.${policy.key}Title`)}</h3>
                <p>{t(`faq.${policy.key}Text`, SUPPORT_HOURS)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
