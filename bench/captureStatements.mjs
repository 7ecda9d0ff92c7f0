// Preloaded into one of our servers (node --import) by the floor scenario: every statement the
// PostgreSQL driver sends, with its values, appended as a JSON line to BENCH_CAPTURE, so that the
// floor server runs exactly what our server ran for a request. Never loaded by a measured server.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_CAPTURE;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const given = Array.isArray(values) ? values : config?.values;
  if (file && typeof text === 'string') appendFileSync(file, `${JSON.stringify({ text, values: given ?? [] })}\n`);
  return query.call(this, config, values, callback);
};
