import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The parts of Emscripten's file system below PGlite's folder that sizes depend on. */
type Op = (...args: never[]) => unknown;
interface Stream {
  node: object;
}
/** A seek's stream: its node's mode tells a file from a folder or a device. */
type SeekStream = Stream & { node: { mode: number } };
interface NodeFileSystem {
  stream_ops: Record<'llseek' | 'write' | 'setattr' | 'open', Op>;
  node_ops: Record<'setattr' | 'rename', Op>;
}
interface EmscriptenModule {
  NODEFS: NodeFileSystem;
  FS: { isFile(mode: number): boolean };
}

const SEEK_END = 2;

/**
 * Answers "how long is this file" from what this process last learnt, until the file is written,
 * truncated, reopened, renamed or removed. PostgreSQL asks it (a seek to the end) for every table
 * and index each statement plans over, and Emscripten's folder answers with an fstat system call
 * every time: about 1 ms of the 8 ms of CPU an employee page costs (measured side by side). Only this
 * process writes the folder (the data folder's lock keeps others out) and each of its writes passes
 * the operations wrapped here, so a size learnt stands until one of them runs on that file.
 */
export function knowFileSizes(module: EmscriptenModule): void {
  const { stream_ops: streamOps, node_ops: nodeOps } = module.NODEFS;
  const sizes = new WeakMap<object, number>();
  const llseek = streamOps.llseek as (stream: SeekStream, offset: number, whence: number) => number;
  streamOps.llseek = ((stream: SeekStream, offset: number, whence: number) => {
    if (whence !== SEEK_END) return llseek(stream, offset, whence);
    const known = sizes.get(stream.node);
    if (known !== undefined && known + offset >= 0) return known + offset;
    const position = llseek(stream, offset, whence);
    if (module.FS.isFile(stream.node.mode)) sizes.set(stream.node, position - offset);
    return position;
  }) as Op;
  const forgetting = (operation: Op, nodeOf: (first: never) => object): Op =>
    ((first: never, ...rest: never[]) => {
      sizes.delete(nodeOf(first));
      try {
        return operation(first, ...rest);
      } finally {
        // Also after: a failed or partial write leaves a size nobody learnt.
        sizes.delete(nodeOf(first));
      }
    }) as Op;
  const ofStream = (stream: Stream) => stream.node;
  const ofNode = (node: object) => node;
  for (const name of ['write', 'setattr', 'open'] as const) streamOps[name] = forgetting(streamOps[name], ofStream);
  for (const name of ['setattr', 'rename'] as const) nodeOps[name] = forgetting(nodeOps[name], ofNode);
}

/** PGlite's folder on disk, with file sizes known between writes (knowFileSizes). */
export class FolderWithKnownSizes extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [...(emscriptenOpts.preRun ?? []), (module: unknown) => knowFileSizes(module as EmscriptenModule)];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}
