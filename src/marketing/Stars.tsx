import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { REVIEW_RATING } from './content';
import { StarHalfIcon, StarIcon } from './icons';

/** 4 full stars and 1 half star (spec §9), read out as the rating. */
export function Stars() {
  const { t } = useTranslation('marketing');
  const full = Math.floor(REVIEW_RATING);
  return (
    <span className="tw-stars" role="img" aria-label={t('footer.rating', { rating: formatNumber(REVIEW_RATING) })}>
      {Array.from({ length: full }, (_, i) => (
        <StarIcon key={i} data-star="full" />
      ))}
      {REVIEW_RATING > full ? <StarHalfIcon className="tw-star-half" data-star="half" /> : null}
    </span>
  );
}
