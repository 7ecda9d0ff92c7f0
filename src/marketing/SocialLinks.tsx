import { useTranslation } from 'react-i18next';
import type { SiteContact } from './siteContact';
import { FacebookIcon, InstagramIcon, LinkedInIcon, PinterestIcon } from './icons';

const NETWORKS = [
  { id: 'linkedin', Icon: LinkedInIcon },
  { id: 'instagram', Icon: InstagramIcon },
  { id: 'pinterest', Icon: PinterestIcon },
  { id: 'facebook', Icon: FacebookIcon },
] as const;

/** LinkedIn, Instagram, Pinterest and Facebook (spec §2), addresses from the configuration. */
export function SocialLinks({ contact }: { contact: SiteContact | null }) {
  const { t } = useTranslation('marketing');
  return (
    <ul className="tw-social">
      {NETWORKS.map(({ id, Icon }) => (
        <li key={id}>
          <a
            href={contact?.social[id] || '#'}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${id}`)}
            title={t(`social.${id}`)}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
