import serverText from '../../public/locales/en/server.json';

/** A message of the server's English texts (`costing.added`, `workbook.sharesNotHundred`, ...), so the mock answers as the server does. */
export function serverWords(key: string, params: Record<string, unknown> = {}): string {
  let node: unknown = serverText;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
