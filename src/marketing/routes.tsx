import type { ReactElement } from 'react';
import { lazyScreen } from '../app/lazyScreen';
import { loadNamespaces, PUBLIC_NAMESPACES } from '../i18n';

/** The public site's frame, loaded with its words so no page flashes untranslated keys. */
export const MarketingLayout = lazyScreen(() =>
  Promise.all([import('./SiteLayout'), loadNamespaces(PUBLIC_NAMESPACES)]).then(([layout]) => layout),
);

const Home = lazyScreen(() => import('./pages/Home'));
const About = lazyScreen(() => import('./pages/About'));
const ServicesList = lazyScreen(() => import('./pages/ServicesList'));
const ServiceDetail = lazyScreen(() => import('./pages/ServiceDetail'));
const Pricing = lazyScreen(() => import('./pages/Pricing'));
const Faq = lazyScreen(() => import('./pages/Faq'));
// The forms show the server's own validation messages.
const Contact = lazyScreen(() =>
  Promise.all([import('./pages/Contact'), loadNamespaces(['server'])]).then(([page]) => page),
);
const Checkout = lazyScreen(() =>
  Promise.all([import('./pages/Checkout'), loadNamespaces(['server'])]).then(([page]) => page),
);

/**
 * The public pages (no sign-in, no react-admin): the route table's spellings and the header's
 * and side menu's. Paths match case-insensitively, so /About also answers /about, /Pricing
 * /pricing and /CheckOut /checkout.
 */
export const publicRoutes: Array<{ path: string; element: ReactElement }> = [
  { path: '/', element: <Home /> },
  { path: '/About', element: <About /> },
  { path: '/ServiecesList', element: <ServicesList /> },
  { path: '/services', element: <ServicesList /> },
  { path: '/ServicesDetail', element: <ServiceDetail /> },
  { path: '/service-detail', element: <ServiceDetail /> },
  { path: '/Pricing', element: <Pricing /> },
  { path: '/faq', element: <Faq /> },
  { path: '/ContactUs', element: <Contact /> },
  { path: '/contact', element: <Contact /> },
  { path: '/CheckOut', element: <Checkout /> },
];
