import type { ContractRequest, Sender } from './requests';

/** What a backend answered one request: its status, its Content-Range and ETag, its body. */
export interface Answer {
  label: string;
  status: number;
  contentRange: string | null;
  etag: boolean;
  body: unknown;
}

/** Ids, times and who made a record differ between backends: the comparison reads them as their kind only. */
export function comparable(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => comparable(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, comparable(v, k)]),
    );
  if (typeof value === 'number' && /^id$|Id$/.test(key)) return '<id>';
  if (typeof value === 'string' && /Date$|At$/.test(key) && !Number.isNaN(Date.parse(value))) return '<time>';
  // Who made a record: the server's owner of the moment, the mock's demo owner.
  if (typeof value === 'string' && key === 'createdBy') return '<person>';
  return value;
}

/** Sends every request in order through `send`, filling in ids kept from earlier answers. */
export async function answersOf(
  requests: ContractRequest[],
  send: (request: ContractRequest, as: Sender) => Promise<Response>,
): Promise<Answer[]> {
  const kept: Record<string, number> = {};
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(kept[name]));
  const answers: Answer[] = [];
  for (const request of requests) {
    const body =
      request.body &&
      Object.fromEntries(
        Object.entries(request.body).map(([k, v]) => [
          k,
          typeof v === 'string' && /^\{\w+\}$/.test(v) ? Number(fill(v)) : v,
        ]),
      );
    const form =
      request.form &&
      Object.fromEntries(Object.entries(request.form).map(([k, v]) => [k, typeof v === 'string' ? fill(v) : v]));
    const res = await send({ ...request, path: fill(request.path), body, form }, request.as ?? 'owner');
    const text = await res.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    const answered = request.keepFrom ? (parsed as Record<string, unknown>)[request.keepFrom] : parsed;
    if (request.keep) kept[request.keep] = (answered as { id: number }).id;
    answers.push({
      label: request.label,
      status: res.status,
      contentRange: res.headers.get('content-range'),
      etag: res.headers.has('etag'),
      body: comparable(parsed),
    });
  }
  return answers;
}

/** A fetch of one contract request at `base` with the sender's headers. */
export const sendTo =
  (base: string, headersOf: (as: Sender) => Record<string, string>) => (request: ContractRequest, as: Sender) =>
    fetch(`${base}${request.path}`, {
      method: request.method,
      headers: {
        ...headersOf(as),
        ...(request.body || request.raw ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      body: request.form
        ? formOf(request.form)
        : (request.raw ?? (request.body ? JSON.stringify(request.body) : undefined)),
    });

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
