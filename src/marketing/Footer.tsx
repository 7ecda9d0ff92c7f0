import { Link } from './router';
import { useTranslation } from 'react-i18next';
import { SERVICES, serviceLink } from './content';
import { policyLinks } from './navigation';
import { telHref, type SiteContact } from './siteContact';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { Stars } from './Stars';
import { SocialLinks } from './SocialLinks';

const REVIEW_SITES = ['footer.clientReviews', 'footer.industryReviews'];

/**
 * The public footer (spec §2): the eight Solutions, What Sets Us Apart, two review badges, phone /
 * address (with a map link) / email, the copyright and the support policy, terms and privacy links.
 */
export function Footer({ contact }: { contact: SiteContact | null }) {
  const { t } = useTranslation('marketing');
  return (
    <footer className="tw-footer">
      <div className="tw-container">
        <div className="tw-footer-grid">
          <section aria-labelledby="tw-footer-apart">
            <h2 id="tw-footer-apart">{t('apart.title')}</h2>
            <p>{t('apart.text')}</p>
            <SocialLinks contact={contact} />
          </section>
          <section aria-labelledby="tw-footer-solutions">
            <h2 id="tw-footer-solutions">{t('footer.solutions')}</h2>
            <ul className="tw-footer-list">
              {SERVICES.map((slug) => (
                <li key={slug}>
                  <Link to={serviceLink(slug)}>{t(`services.${slug}.title`)}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="tw-footer-reviews">
            <h2 id="tw-footer-reviews">{t('footer.reviews')}</h2>
            <p>{t('footer.about')}</p>
            <div className="tw-reviews">
              {REVIEW_SITES.map((site) => (
                <div key={site} className="tw-review" data-testid="review-badge">
                  <span className="tw-review-name">{t(site)}</span>
                  <Stars />
                </div>
              ))}
            </div>
          </section>
        </div>
        {contact ? (
          <div className="tw-footer-blocks">
            <div className="tw-footer-block">
              <PhoneIcon />
              <div>
                <span>{t('footer.callUs')}</span>
                <a href={telHref(contact.phone)} dir="ltr">
                  {contact.phone}
                </a>
              </div>
            </div>
            <div className="tw-footer-block">
              <MapPinIcon />
              <div>
                <span>{t('footer.visitUs')}</span>
                <p className="tw-address">{contact.address}</p>
                <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('footer.viewOnMap')}
                </a>
              </div>
            </div>
            <div className="tw-footer-block">
              <MailIcon />
              <div>
                <span>{t('footer.emailUs')}</span>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </div>
            </div>
          </div>
        ) : null}
        <div className="tw-footer-bottom">
          <p>{t('footer.copyright')}</p>
          <nav aria-label={t('footer.legal')}>
            <ul>
              {policyLinks.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
