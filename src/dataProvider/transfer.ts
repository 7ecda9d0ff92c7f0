import { HttpError } from 'react-admin';
import { API_BASE, renewSessionAfter401, withAuth } from '../authProvider/httpClient';
import { absolute } from '../http/client';
import { accessToken } from '../authProvider/session';

export interface Progress {
  loaded: number;
  total: number;
}

/** A file the API answered, named as its Content-Disposition says. */
export interface FileAnswer {
  blob: Blob;
  fileName: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** An address of the API: `/api/...` as the documented API gives it, or a path under /api. */
const underApi = (path: string): string => (path.startsWith('/') ? path : `${API_BASE}/${path}`);

/** The request headers of the signed-in user (bearer, language), rebuilt for every attempt. */
const sessionHeaders = (accept: string): Headers => new Headers(withAuth({ headers: { Accept: accept } }).headers);

/** Sends once; after a 401 of a signed-in user, renews the session (shared with every other call) and sends again. */
async function withRenewal<T extends { status: number }>(attempt: () => Promise<T>): Promise<T> {
  const first = await attempt();
  if (first.status !== 401 || !accessToken()) return first;
  await renewSessionAfter401();
  return attempt();
}

function postOnce(
  path: string,
  form: FormData,
  onProgress: (p: Progress) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', absolute(underApi(path)));
    xhr.withCredentials = true;
    sessionHeaders('application/json').forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      let body: unknown = {};
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // a body that is not JSON (a proxy's error page) is read as no details
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * A multipart POST whose upload progress is reported (fetch cannot report it over HTTP/1.1), with
 * the app's session rules: bearer header, language, and one renewal and retry after a 401.
 */
export const postWithProgress = (
  path: string,
  form: FormData,
  onProgress: (p: Progress) => void,
  signal?: AbortSignal,
): Promise<Answer> => withRenewal(() => postOnce(path, form, onProgress, signal));

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` wins over `filename`). */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || fallback;
}

/** A file the API answers (download, report workbook, template), through the session rules. */
export async function fetchFile(path: string, fallbackName: string, body?: FormData): Promise<FileAnswer> {
  const response = await withRenewal(() =>
    fetch(absolute(underApi(path)), {
      method: body ? 'POST' : 'GET',
      body,
      headers: sessionHeaders('*/*'),
      credentials: 'include',
    }),
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { alertMessage?: string };
    throw new HttpError(body.alertMessage ?? response.statusText, response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: dispositionName(response.headers.get('Content-Disposition'), fallbackName),
  };
}
