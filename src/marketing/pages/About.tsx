import { useTranslation } from 'react-i18next';
import { PageHero } from '../PageHero';

const VALUES = ['clarity', 'ownership', 'security', 'partnership'];

/** /About and /about: the agency's story, values, and why it builds Tawazun. */
export default function About() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHero title={t('about.title')} lead={t('about.lead')} />
      <section className="tw-section">
        <div className="tw-container tw-split">
          <div>
            <h2>{t('about.storyTitle')}</h2>
            <p>{t('about.story1')}</p>
            <p>{t('about.story2')}</p>
          </div>
          <div>
            <h2>{t('about.tawazunTitle')}</h2>
            <p>{t('about.tawazun1')}</p>
            <p>{t('about.tawazun2')}</p>
          </div>
        </div>
      </section>
      <section className="tw-section tw-section-soft" aria-labelledby="about-values">
        <div className="tw-container">
          <h2 id="about-values">{t('about.valuesTitle')}</h2>
          <div className="tw-grid">
            {VALUES.map((value) => (
              <article key={value} className="tw-card">
                <h3>{t(`about.value.${value}.title`)}</h3>
                <p>{t(`about.value.${value}.text`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="tw-section">
        <div className="tw-container">
          <h2>{t('apart.title')}</h2>
          <p className="tw-lead">{t('apart.text')}</p>
        </div>
      </section>
    </>
  );
}
