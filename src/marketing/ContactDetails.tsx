import { useTranslation } from 'react-i18next';
import { telHref, type SiteContact } from './siteContact';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';

/** Phone, email and address of the agency, each a link (call, write, map). */
export function ContactDetails({ contact }: { contact: SiteContact | null }) {
  const { t } = useTranslation('marketing');
  if (!contact) return null;
  return (
    <ul className="tw-contact-list">
      <li>
        <PhoneIcon />
        <span>
          <span className="tw-contact-label">{t('sideMenu.phone')}</span>
          <a href={telHref(contact.phone)} dir="ltr">
            {contact.phone}
          </a>
        </span>
      </li>
      <li>
        <MailIcon />
        <span>
          <span className="tw-contact-label">{t('sideMenu.email')}</span>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </span>
      </li>
      <li>
        <MapPinIcon />
        <span>
          <span className="tw-contact-label">{t('sideMenu.address')}</span>
          <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer">
            {contact.address}
          </a>
        </span>
      </li>
    </ul>
  );
}
