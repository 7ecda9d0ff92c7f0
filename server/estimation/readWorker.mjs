// The reader thread's entry: plain JavaScript, so that it starts wherever the server does, then
// the TypeScript reader through tsx (as the server itself runs).
import { tsImport } from 'tsx/esm/api';

await tsImport('./readWorker.ts', import.meta.url);
