import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './Root';

async function start() {
  // `npm run dev:mock`: the API answers from MSW handlers in the browser.
  if (import.meta.env.TAWAZUN_MOCK) {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

void start();
