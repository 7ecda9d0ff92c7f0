/** The eight solutions of the footer (spec §2), in order; their texts are `services.<slug>.*`. */
export const SERVICES = [
  'managed-services',
  'it-consulting',
  'cyber-security',
  'web-development',
  'mobile-development',
  'cloud-services',
  'network-connectivity',
  'erp-solutions',
] as const;
export type ServiceSlug = (typeof SERVICES)[number];

export const isService = (value: string | null): value is ServiceSlug =>
  (SERVICES as readonly string[]).includes(value ?? '');

export const serviceLink = (slug: ServiceSlug): string => `/service-detail?service=${slug}`;

/**
 * Tawazun's subscriptions; prices in SAR a month before VAT, none for the quoted Enterprise plan;
 * `people`, how many employees a plan holds (its first feature says it in the reader's digits).
 */
export const PLANS = [
  { id: 'starter', monthly: 499, people: 50, features: 4 },
  { id: 'growth', monthly: 1499, people: 250, features: 5, featured: true },
  { id: 'enterprise', monthly: null, people: null, features: 5 },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];
export const PLAN_CURRENCY = 'SAR';
/** When support answers, Riyadh time, Sunday to Thursday (the contact page and the support policy). */
export const SUPPORT_HOURS = { from: 8, to: 17 };
/** Saudi VAT. */
export const VAT_RATE = 0.15;
/** Annual billing: twelve months for the price of ten. */
export const ANNUAL_MONTHS = 10;

export const FAQ_COUNT = 8;

/** The review badges of the footer: a fixed rating of 4 full stars and 1 half star (spec §2, §9). */
export const REVIEW_RATING = 4.5;

/** Sections of the FAQ page the footer's policy links point at. */
export const POLICY_ANCHORS = { support: 'support-policy', terms: 'terms', privacy: 'privacy' } as const;
