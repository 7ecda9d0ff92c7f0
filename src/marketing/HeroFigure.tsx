import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';

/** A Saudi full-time profile as Tawazun's FTE screen breaks it down (5 days a week, 8 h a day). */
const PROFILE = {
  weeks: 52,
  daysAWeek: 5,
  holidays: 11,
  annualLeave: 21,
  sickLeave: 8,
  hoursADay: 8,
  breakHours: 0.5,
};
const yearDays = PROFILE.daysAWeek * PROFILE.weeks;
const away = PROFILE.holidays + PROFILE.annualLeave + PROFILE.sickLeave;
const available = yearDays - away;
const netHours = PROFILE.hoursADay - PROFILE.breakHours;
const fte = available * netHours;
const AWAY_PARTS = [
  { key: 'holidays', days: PROFILE.holidays, from: available },
  { key: 'annualLeave', days: PROFILE.annualLeave, from: available + PROFILE.holidays },
  { key: 'sickLeave', days: PROFILE.sickLeave, from: available + PROFILE.holidays + PROFILE.annualLeave },
] as const;

/**
 * The hero's picture of the product: the FTE breakdown screen drawn in markup, so it costs no
 * image request, no script of its own and no layout shift (its box is fixed by CSS before paint).
 */
export function HeroFigure() {
  const { t, i18n } = useTranslation('marketing');
  const n = (value: number) => formatNumber(value, { maximumFractionDigits: 1 }, i18n.language);
  return (
    <figure className="tw-hero-figure" aria-labelledby="tw-hero-figure-caption">
      <div className="tw-window" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <div className="tw-figure-body">
        <p className="tw-figure-title">{t('home.figure.title')}</p>
        <svg viewBox={`0 0 ${yearDays} 14`} preserveAspectRatio="none" className="tw-figure-bar" aria-hidden="true">
          <rect width={available} height="14" rx="3" className="tw-bar-available" />
          {AWAY_PARTS.map((part) => (
            <rect key={part.key} x={part.from} width={part.days} height="14" className={`tw-bar-${part.key}`} />
          ))}
        </svg>
        <dl className="tw-figure-rows">
          <div>
            <dt>{t('home.figure.yearDays', { days: n(PROFILE.daysAWeek), weeks: n(PROFILE.weeks) })}</dt>
            <dd>{n(yearDays)}</dd>
          </div>
          {AWAY_PARTS.map((part) => (
            <div key={part.key} className="tw-figure-away">
              <dt>
                <i className={`tw-dot tw-bar-${part.key}`} aria-hidden="true" />
                {t(`home.figure.${part.key}`)}
              </dt>
              <dd>{`−${n(part.days)}`}</dd>
            </div>
          ))}
          <div className="tw-figure-sum">
            <dt>
              <i className="tw-dot tw-bar-available" aria-hidden="true" />
              {t('home.figure.available')}
            </dt>
            <dd>{n(available)}</dd>
          </div>
          <div>
            <dt>{t('home.figure.netHours', { hours: n(PROFILE.hoursADay), rest: n(PROFILE.breakHours) })}</dt>
            <dd>{n(netHours)}</dd>
          </div>
        </dl>
        <p className="tw-figure-total">
          <span>{t('home.figure.fte')}</span>
          <strong>{t('home.figure.hours', { value: n(fte) })}</strong>
        </p>
      </div>
      <figcaption id="tw-hero-figure-caption" className="tw-visually-hidden">
        {t('home.figure.caption')}
      </figcaption>
    </figure>
  );
}
