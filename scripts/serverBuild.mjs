// The server as `npm start` runs it: server/, the domain code it shares and the packages it
// uses, bundled by esbuild (installed with tsx) into dist-server/, so that a start loads plain
// JavaScript instead of compiling TypeScript, and reads one file instead of resolving hundreds
// (about 100 ms of a start on PGlite). Packages that find their own files beside themselves
// (PGlite's wasm and data files, argon2's native module, the API explorer's pages, package.json
// read by path, the logger's workers) stay external and load from node_modules as they are.
import { readFileSync, renameSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist-server');
/** Packages left out of the bundle (see above). */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/argon2',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'exceljs',
  'exceljs/*',
  // The logger's transports run worker files beside its own.
  'pino',
  // node-postgres asks for its optional native binding (pg-native) by name.
  'pg',
  'pg-native',
];
/** Bundled CommonJS packages ask for Node's modules through `require`, which an ES module lacks. */
const REQUIRE =
  "import { createRequire as tawazunRequire } from 'node:module'; const require = tawazunRequire(import.meta.url);";
/** The built server's entry. */
export const SERVER_ENTRY = path.join(outdir, 'main.mjs');
/** The files the last build read (esbuild's metafile), to tell whether it is stale. */
const INPUTS = path.join(outdir, 'inputs.json');

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
};

/** Missing, or older than one of the files it was built from (a deleted one counts as newer). */
function stale() {
  const built = mtime(SERVER_ENTRY);
  if (built === Infinity) return true;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  } catch {
    return true;
  }
  return [fileURLToPath(import.meta.url), ...inputs.map((input) => path.join(root, input))].some(
    (file) => mtime(file) > built,
  );
}

/**
 * Builds dist-server/ when it is missing or stale; returns the entry. Each file is written beside
 * its place and renamed into it, so a server starting meanwhile reads a whole file, old or new.
 */
export function buildServer() {
  if (!stale()) return SERVER_ENTRY;
  const result = buildSync({
    absWorkingDir: root,
    // The reader thread's entry too: readerPool.ts finds it beside the code that starts it.
    entryPoints: { main: 'server/main.ts', readWorker: 'server/estimation/readWorker.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    external: EXTERNAL,
    banner: { js: REQUIRE },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outdir, { recursive: true });
  const inputs = Object.keys(result.metafile.inputs);
  const files = [...result.outputFiles.map((file) => [file.path, file.contents]), [INPUTS, JSON.stringify(inputs)]];
  // The entry last: its time is the build's, which the inputs are compared with.
  files.sort(([a], [b]) => (a === SERVER_ENTRY) - (b === SERVER_ENTRY));
  for (const [file, contents] of files) {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  }
  return SERVER_ENTRY;
}
