import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { takePrewrittenFigures } from './i18n/format';
import { prerenderedFigures, prerenderedWords } from './prerender/words';
import { preloadLightPage, Root } from './Root';

async function start() {
  // `npm run dev:mock`: the API answers from MSW handlers in the browser.
  if (import.meta.env.TAWAZUN_MOCK) {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <Root />
    </StrictMode>
  );
  // A pre-rendered page in the reader's language is taken over as it stands; anything else is drawn anew.
  const words = prerenderedWords(document);
  if (words) {
    void initI18n(words);
    takePrewrittenFigures(prerenderedFigures(document));
    // Its parts first: until hydrated, the page's buttons do nothing, so that time is kept short.
    await preloadLightPage(window.location.pathname).catch(() => undefined);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
