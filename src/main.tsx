import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { prerenderedWords } from './prerender/words';
import { Root } from './Root';

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
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
