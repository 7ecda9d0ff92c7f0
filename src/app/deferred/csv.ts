/**
 * jsonexport, which react-admin's exporter writes CSV files with, stands in for
 * `jsonexport/dist/index.js` in the build (vite.config.ts) and loads with the first export: a
 * list's first screen never needs it. Its callback form is the one react-admin uses, so the wait
 * is invisible to it; the promise form is kept too.
 */
type Callback = (error: Error | null, csv: string) => void;

const load = () => import('jsonexport/dist').then((m) => m.default);

export default function jsonExport(data: unknown, options?: object | Callback, callback?: Callback) {
  const done = typeof options === 'function' ? options : callback;
  const settings = typeof options === 'function' ? undefined : options;
  const csv = load().then(
    (write) =>
      new Promise<string>((resolve, reject) =>
        write(data, settings ?? {}, (error, text) => (error ? reject(error) : resolve(text))),
      ),
  );
  if (!done) return csv;
  csv.then(
    (text) => done(null, text),
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), ''),
  );
}
