/** One answer of the server as the test saw it. */
export interface Recorded {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  body: Buffer;
  text(): string;
  json<T = Record<string, unknown>>(): T;
}

/** A fetch wrapper that keeps every answer, so they can all be searched for secrets afterwards. */
export class RecordingClient {
  readonly answers: Recorded[] = [];

  constructor(private readonly base: string) {}

  async call(
    method: string,
    url: string,
    options: { headers?: Record<string, string>; json?: unknown; body?: Buffer | string } = {},
  ): Promise<Recorded> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.base + url, {
      method,
      headers,
      body:
        options.json !== undefined
          ? JSON.stringify(options.json)
          : typeof options.body === 'string'
            ? options.body
            : options.body && new Uint8Array(options.body),
      redirect: 'manual',
    });
    const body = Buffer.from(await res.arrayBuffer());
    const recorded: Recorded = {
      method,
      url,
      status: res.status,
      headers: res.headers,
      body,
      text: () => body.toString(),
      json: <T>() => JSON.parse(body.toString()) as T,
    };
    this.answers.push(recorded);
    return recorded;
  }

  async login(username: string, password: string): Promise<Recorded> {
    return this.call('POST', '/api/AuthenticationAPI/login', { json: { username, password } });
  }
}

export const bearerOf = (answer: Recorded): Record<string, string> => ({
  authorization: `Bearer ${answer.json<{ accessToken: string }>().accessToken}`,
});

/** Where each secret shows up in a text: [secret label, a short excerpt around it]. */
export function findSecrets(text: string, secrets: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [label, secret] of secrets) {
    const at = secret.length >= 6 ? text.indexOf(secret) : -1;
    if (at >= 0) found.push(`${label} in "${text.slice(Math.max(0, at - 60), at + 20)}"`);
  }
  if (/\$argon2(id|i|d)\$/.test(text))
    found.push(
      `a password hash in "${text.slice(Math.max(0, text.search(/\$argon2/) - 60), text.search(/\$argon2/) + 30)}"`,
    );
  return found;
}
