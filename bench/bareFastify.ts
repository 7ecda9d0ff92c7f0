// The framework ceiling: a bare Fastify route answering the same bytes and total as our searched
// page, with no database, schema or plugin behind it.
// Usage: node --import tsx bench/bareFastify.ts <port> <body file> <total>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { PATHS } from './paths';

const [port, bodyFile, total] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get(PATHS.departments, (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').header('X-Total-Count', total).send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
