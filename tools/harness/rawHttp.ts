import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no normalisation of `..`, `%2e` or bad escapes on the way. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One HTTP/1.1 request on loopback, with nothing between the test and the server's parser. */
export function send(base: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  const body =
    request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        agent,
        hostname,
        port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const data = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            text: () => data.toString(),
            json: <T>() => JSON.parse(data.toString()) as T,
          });
        });
      },
    );
    // A server may answer (413, 431) and close before the whole request was written: the answer counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout: ${request.method} ${request.path}`)));
    req.end(body);
  });
}
