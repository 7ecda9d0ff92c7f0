import { POLICY_ANCHORS, SERVICES, serviceLink } from './content';

/**
 * An entry of the header's dropdowns and of the side menu: a page of the site, or a placeholder
 * ('#' in the spec: Features, Product Details, Cart, the light and dark agency demos) that stays
 * inert, or a group of entries under a label.
 */
export type NavEntry =
  { label: string; to: string } | { label: string; placeholder: true } | { label: string; children: NavEntry[] };

export const serviceEntries: NavEntry[] = SERVICES.map((slug) => ({
  label: `services.${slug}.title`,
  to: serviceLink(slug),
}));

export const servicesMenu: NavEntry[] = [...serviceEntries, { label: 'nav.allServices', to: '/services' }];

/** The Pages dropdown (spec §2): About, Features, Shop (Product Details, Cart, CheckOut), Pricing Plan, Faqs. */
export const pagesMenu: NavEntry[] = [
  { label: 'nav.about', to: '/about' },
  { label: 'nav.features', placeholder: true },
  {
    label: 'nav.shop',
    children: [
      { label: 'nav.productDetails', placeholder: true },
      { label: 'nav.cart', placeholder: true },
      { label: 'nav.checkout', to: '/checkout' },
    ],
  },
  { label: 'nav.pricingPlan', to: '/pricing' },
  { label: 'nav.faqs', to: '/faq' },
];

export const agencyMenu: NavEntry[] = [
  { label: 'nav.home', to: '/' },
  { label: 'sideMenu.agencyLight', placeholder: true },
  { label: 'sideMenu.agencyDark', placeholder: true },
  { label: 'nav.contact', to: '/contact' },
];

export const policyLinks = [
  { label: 'footer.supportPolicy', to: `/faq#${POLICY_ANCHORS.support}` },
  { label: 'footer.terms', to: `/faq#${POLICY_ANCHORS.terms}` },
  { label: 'footer.privacy', to: `/faq#${POLICY_ANCHORS.privacy}` },
];
