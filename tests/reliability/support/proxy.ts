import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Which backend answered each request, in order ('0', '1', ...). */
  servedBy: string[];
  close(): Promise<void>;
}

/**
 * The smallest load balancer: each request goes to the next backend in turn, untouched but for
 * X-Forwarded-For, and the answer says which backend served it (x-served-by).
 */
export async function roundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const servedBy: string[] = [];
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    const target = new URL(backends[index]);
    servedBy.push(String(index));
    const upstream = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    servedBy,
    close: async () => {
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
