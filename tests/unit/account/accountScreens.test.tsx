// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createHandlers } from '../../../src/mocks/handlers';
import { accountPage } from '../../../src/account/routes';
import { ToastProvider } from '../../../src/marketing/toast';
import { takeNotice } from '../../../src/authProvider/handoverNotice';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR, namespaces } from '../../support/locales';

/** Every namespace of both languages, as the app loads them. */
const resources = Object.fromEntries(
  ['en', 'ar'].map((lng) => [
    lng,
    Object.fromEntries(
      namespaces(lng).map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, `${ns}.json`), 'utf8'))]),
    ),
  ]),
);

const server = setupServer();
const bodies: Array<{ path: string; body: unknown }> = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST')
      bodies.push({ path: new URL(request.url).pathname, body: await request.clone().text() });
  });
});
afterEach(() => {
  cleanup();
  bodies.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

/** An account screen as the root shows it: no admin shell, only i18next and the light pages' toasts. */
async function screenIn(language: 'en' | 'ar', path: string) {
  const i18n: I18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources,
    defaultNS: 'account',
    fallbackNS: ['common', 'server'],
    interpolation: { escapeValue: false },
  });
  server.use(...createHandlers());
  window.history.replaceState(null, '', path);
  const page = accountPage(path);
  if (!page) throw new Error(`${path} is not an account screen`);
  render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>{page.element}</ToastProvider>
    </I18nextProvider>,
  );
  // The screens load on first use, as in the app.
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull());
  return i18n;
}

const submit = () => fireEvent.submit(document.querySelector('form') as HTMLFormElement);
const helper = (field: string) => document.getElementById(`field-${field}-helper-text`)?.textContent;
const type = (field: string, value: string) =>
  fireEvent.change(document.getElementById(`field-${field}`) as HTMLInputElement, { target: { value } });

describe('account screens', () => {
  it('are the light pages for their addresses, ignoring case and a trailing slash', () => {
    for (const path of [
      '/signin',
      '/SignIn/',
      '/signup',
      '/forgetpassword',
      '/resetforgetpassword',
      '/resetforgetpassword/a/b',
    ])
      expect(accountPage(path)).toBeDefined();
    for (const path of ['/', '/dashboard', '/signinx', '/resetforgetpasswordx'])
      expect(accountPage(path)).toBeUndefined();
  });

  it('sign-in: refused credentials under the fields; accepted ones keep the session and hand over to where the user was going', async () => {
    await screenIn('en', '/signin');
    const submitButton = await screen.findByRole('button', { name: 'Sign in' });
    fireEvent.click(submitButton);
    await screen.findByText('Please enter your email and password');
    fireEvent.change(document.querySelector('input[name="username"]') as HTMLInputElement, {
      target: { value: 'owner@demo.local' },
    });
    fireEvent.change(document.querySelector('input[name="password"]') as HTMLInputElement, {
      target: { value: 'wrong' },
    });
    submit();
    await screen.findByText('Invalid username or password');
    expect(localStorage.getItem('accessToken')).toBeNull();
    window.history.replaceState({ usr: { nextPathname: '/teamlist' } }, '', '/signin');
    fireEvent.change(document.querySelector('input[name="password"]') as HTMLInputElement, {
      target: { value: 'demo123' },
    });
    submit();
    await waitFor(() => expect(window.location.pathname).toBe('/teamlist'));
    expect(localStorage.getItem('accessToken')).toBeTruthy();
    expect(takeNotice()).toEqual({ text: 'Login successful!', type: 'success' });
    localStorage.clear();
  });

  it('forgotten password: the shared rules first, the button disabled while sending, then the server words', async () => {
    await screenIn('en', '/forgetpassword');
    await screen.findByText('Forgot your password?');
    submit();
    await waitFor(() => expect(helper('email')).toBe('Please fill the Email field'));
    type('email', 'a@b');
    submit();
    await waitFor(() => expect(helper('email')).toBe('Email is invalid'));
    expect(bodies).toEqual([]);
    server.use(
      http.post('*/api/AuthenticationAPI/ForgotPassword', async () => {
        await delay(200);
        return HttpResponse.json({
          isSuccess: true,
          alertMessage: 'If an account exists for this email, a link to reset the password has been sent to it.',
          data: null,
        });
      }),
    );
    type('email', 'someone@example.com');
    submit();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // The outcome once, in the card: no toast repeats it.
    await screen.findByRole('link', { name: 'Go to sign in' });
    expect(
      screen.getAllByText('If an account exists for this email, a link to reset the password has been sent to it.'),
    ).toHaveLength(1);
    expect(JSON.parse(String(bodies[0].body))).toMatchObject({ email: 'someone@example.com' });
  });

  it('password reset in Arabic: the token is the whole wildcard, the messages are Arabic', async () => {
    const i18n = await screenIn('ar', '/resetforgetpassword/abc/def');
    await screen.findByText(i18n.t('account:reset.title'));
    type('newPassword', '12345');
    type('confirmPassword', '1234');
    submit();
    await waitFor(() => expect(helper('newPassword')).toBe(i18n.t('server:validation.person.passwordShort')));
    expect(helper('confirmPassword')).toBe(i18n.t('server:validation.person.passwordMismatch'));
    type('newPassword', 'Secret#1');
    type('confirmPassword', 'Secret#1');
    submit();
    await screen.findByRole('link', { name: i18n.t('account:toSignIn') });
    expect(bodies.map((b) => b.path)).toEqual(['/api/AuthenticationAPI/ResetForgotPassword']);
    expect(JSON.parse(String(bodies[0].body))).toEqual({
      applicationUserId: 'abc/def',
      newPassword: 'Secret#1',
      confirmPassword: 'Secret#1',
    });
  });

  it('an expired reset link: the server refusal is shown, the form stays', async () => {
    await screenIn('en', '/resetforgetpassword/expired');
    type('newPassword', 'Secret#1');
    type('confirmPassword', 'Secret#1');
    submit();
    await screen.findByText('This password reset link is invalid or has expired. Please request a new one.');
    expect(document.getElementById('field-newPassword')).not.toBeNull();
  });

  it('sign-up: multipart with the documented names, a taken email under its field', async () => {
    await screenIn('en', '/signup');
    submit();
    await waitFor(() => expect(helper('companyName')).toBe('Please fill the Company Name field'));
    expect(document.activeElement?.id).toBe('field-firstName');
    for (const [field, value] of Object.entries({
      firstName: 'Huda',
      lastName: 'Fares',
      companyName: 'NewCo',
      email: 'owner@demo.local',
      password: 'Founder#1',
      confirmPassword: 'Founder#1',
    }))
      type(field, value);
    submit();
    await waitFor(() => expect(helper('email')).toBe('An account with this email already exists.'));
    expect(bodies[0].path).toBe('/api/AuthenticationAPI/Register');
    expect(String(bodies[0].body)).toContain('name="companyName"');
    expect(String(bodies[0].body)).toContain('name="confirmPassword"');
    type('email', 'huda@newco.example');
    submit();
    expect(
      await screen.findAllByText(
        'Your registration has been received. You can sign in once an administrator approves your account.',
      ),
    ).toHaveLength(1);
  });
});
