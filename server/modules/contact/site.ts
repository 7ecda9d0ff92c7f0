/**
 * The agency's details shown on the public site (header side menu, footer, contact page) and the
 * mailbox that receives the contact form, from the configuration (CONTACT_* and SOCIAL_*).
 */
export interface SiteOptions {
  phone: string;
  email: string;
  address: string;
  mapUrl: string;
  /** Where contact messages are mailed; the public email when unset. */
  inbox?: string;
  social: { linkedin: string; instagram: string; pinterest: string; facebook: string };
}

export const DEFAULT_SITE: SiteOptions = {
  phone: '+966 11 000 0000',
  email: 'hello@tawazun.local',
  address: 'King Fahd Road, Riyadh, Saudi Arabia',
  mapUrl: 'https://www.openstreetmap.org/search?query=King%20Fahd%20Road%2C%20Riyadh',
  social: {
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    pinterest: 'https://www.pinterest.com/',
    facebook: 'https://www.facebook.com/',
  },
};

type SiteEnv = Partial<
  Record<
    | 'CONTACT_PHONE'
    | 'CONTACT_EMAIL'
    | 'CONTACT_ADDRESS'
    | 'CONTACT_MAP_URL'
    | 'CONTACT_INBOX'
    | 'SOCIAL_LINKEDIN'
    | 'SOCIAL_INSTAGRAM'
    | 'SOCIAL_PINTEREST'
    | 'SOCIAL_FACEBOOK',
    string | undefined
  >
>;

/** The configured details over the defaults; a map link is made from the address when none is given. */
export function siteOptions(env: SiteEnv): SiteOptions {
  const address = env.CONTACT_ADDRESS ?? DEFAULT_SITE.address;
  return {
    phone: env.CONTACT_PHONE ?? DEFAULT_SITE.phone,
    email: env.CONTACT_EMAIL ?? DEFAULT_SITE.email,
    address,
    mapUrl:
      env.CONTACT_MAP_URL ??
      (env.CONTACT_ADDRESS
        ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`
        : DEFAULT_SITE.mapUrl),
    inbox: env.CONTACT_INBOX,
    social: {
      linkedin: env.SOCIAL_LINKEDIN ?? DEFAULT_SITE.social.linkedin,
      instagram: env.SOCIAL_INSTAGRAM ?? DEFAULT_SITE.social.instagram,
      pinterest: env.SOCIAL_PINTEREST ?? DEFAULT_SITE.social.pinterest,
      facebook: env.SOCIAL_FACEBOOK ?? DEFAULT_SITE.social.facebook,
    },
  };
}
