// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../../public/locales/en/marketing.json';
import ar from '../../../public/locales/ar/marketing.json';
import { SERVICES } from '../../../src/marketing/content';
import { ServiceCard } from '../../../src/marketing/ServiceCard';

afterEach(cleanup);

/** A card's link names the service it leads to (for screen readers and search engines), in both languages. */
describe('service card link', () => {
  for (const [language, site] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`says which service it opens in ${language}, while showing "${site.home.readMore}"`, async () => {
      const i18n = createInstance();
      await i18n
        .use(initReactI18next)
        .init({ lng: language, resources: { [language]: { marketing: site } }, interpolation: { escapeValue: false } });
      render(
        <I18nextProvider i18n={i18n}>
          {SERVICES.map((slug) => (
            <ServiceCard key={slug} slug={slug} />
          ))}
        </I18nextProvider>,
      );
      const links = screen.getAllByRole('link');
      expect(links).toHaveLength(SERVICES.length);
      const about = language === 'en' ? 'about' : 'عن';
      SERVICES.forEach((slug, i) => {
        const title = site.services[slug].title;
        expect(links[i].textContent?.replace(/\s+/g, ' ').trim()).toBe(`${site.home.readMore} ${about} ${title}`);
        expect(screen.getByRole('link', { name: `${site.home.readMore} ${about} ${title}` })).toBe(links[i]);
        // What the eye reads: everything but the visually hidden part.
        expect(
          [...links[i].childNodes]
            .filter((n) => !(n instanceof HTMLElement && n.classList.contains('tw-visually-hidden')))
            .map((n) => n.textContent)
            .join('')
            .trim(),
        ).toBe(site.home.readMore);
      });
    });
  }
});
