import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { ContactInbox, contactHandlers } from './contact';

export async function startMockWorker(): Promise<void> {
  // One inbox behind the contact form and the Super Admin's messages at /api/v1.
  const inbox = new ContactInbox();
  await setupWorker(...createHandlers(undefined, undefined, undefined, inbox), ...contactHandlers(inbox)).start({
    // An API call without a handler is an error in the console (a browser test fails on it); the
    // app's own files pass through to Vite.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
}
