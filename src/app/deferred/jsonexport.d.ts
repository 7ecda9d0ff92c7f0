// The browser build of jsonexport, loaded by csv.ts; its package declares no types.
declare module 'jsonexport/dist' {
  const jsonExport: (data: unknown, options: object, callback: (error: Error | null, csv: string) => void) => void;
  export default jsonExport;
}
