import net from 'node:net';

/** A connection pooler in front of PostgreSQL: its address, and how to stop it. */
export interface Pooler {
  port: number;
  close(): Promise<void>;
}

/** The parameters a client's startup message names (length, protocol, then name/value pairs). */
function startupParameters(message: Buffer): string[] {
  const fields = message.subarray(8).toString('utf8').split('\0');
  return fields.filter((_, i) => i % 2 === 0 && fields[i] !== '');
}

/** PostgreSQL's ErrorResponse, as a pooler sends it before closing the connection. */
function refusal(text: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C08P01\0M${text}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/**
 * A pooler that behaves as PgBouncer in session mode does towards a new client: it refuses a
 * startup message naming a parameter it does not track (`options` above all, which carries
 * settings), and otherwise hands the connection to the server as it is.
 */
export async function startPooler(server: { host: string; port: number }): Promise<Pooler> {
  const TRACKED = new Set(['user', 'database', 'application_name', 'client_encoding', 'DateStyle', 'TimeZone']);
  const sockets = new Set<net.Socket>();
  const pooler = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 4 || received.length < received.readInt32BE(0)) return;
      client.off('data', onData);
      const unknown = startupParameters(received).find((name) => !TRACKED.has(name));
      if (unknown) {
        client.end(refusal(`unsupported startup parameter: ${unknown}`));
        return;
      }
      const upstream = net.connect(server.port, server.host, () => {
        upstream.write(received);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
    };
    client.on('data', onData);
  });
  await new Promise<void>((resolve) => pooler.listen(0, '127.0.0.1', resolve));
  return {
    port: (pooler.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        pooler.close(() => resolve());
      }),
  };
}
