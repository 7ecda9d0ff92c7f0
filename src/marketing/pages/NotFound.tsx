import { useTranslation } from 'react-i18next';
import { Link } from '../router';
import { PageHero } from '../PageHero';

/** An unknown address seen by a visitor (spec §2): the public site's frame, 'Page not found', the way home. */
export default function NotFound() {
  const { t } = useTranslation(['common', 'marketing']);
  return (
    <PageHero title={t('common:notFound.title')} lead={t('marketing:notFound.lead')}>
      <div className="tw-actions">
        <Link to="/" className="tw-btn">
          {t('common:notFound.backHome')}
        </Link>
        <Link to="/signin" className="tw-btn tw-btn-ghost">
          {t('common:signIn.title')}
        </Link>
      </div>
    </PageHero>
  );
}
