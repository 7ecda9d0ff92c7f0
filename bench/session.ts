import { DEMO_LOGIN } from '../tools/harness/serverProcess';
import { PATHS } from './paths';

/** The demo owner's bearer header on a running server. */
export async function ownerHeaders(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}${PATHS.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}
