import { httpClient } from '../authProvider/httpClient';
import { personalDataApi, platformApi } from '@domain/api/platform';
import { apiPath } from '@domain/api/endpoint';
import { guarded, type Envelope, type Http } from './requests';
import type { Said } from './people';
import { fetchFile, type FileAnswer } from './transfer';

/** The two forms of a person's data: JSON for machines, CSV (in sections) for a spreadsheet. */
export type PersonalDataFormat = 'json' | 'csv';

/** A person's right to their data (export, erasure) and the Super Admin's deletion of an organisation. */
export function personalDataMethods(http: Http = httpClient) {
  const send = <T>(path: string, method: string, body?: unknown) =>
    guarded(async () => {
      const init = body === undefined ? { method } : { method, body: JSON.stringify(body) };
      const envelope = (await http(path, init)).json as Envelope<T>;
      return { message: envelope.alertMessage, data: envelope.data };
    });
  return {
    /** One person's data as a file (the organisation's account managers). */
    exportPerson: (userId: number, format: PersonalDataFormat): Promise<FileAnswer> =>
      fetchFile(`${apiPath(personalDataApi.person, { userId })}?format=${format}`, `personal-data-${userId}.${format}`),
    /** The signed-in person's own data as a file (My profile). */
    exportMyData: (format: PersonalDataFormat): Promise<FileAnswer> =>
      fetchFile(`${apiPath(personalDataApi.me)}?format=${format}`, `personal-data.${format}`),
    /** Erases a person; answers the server's words, which name the pseudonym. */
    erasePerson: (userId: number): Promise<Said> => send(apiPath(personalDataApi.erase, { userId }), 'POST'),
    /** Deletes an organisation and every row of it; `name` is the organisation's name typed again. */
    deleteOrganization: (id: number, name: string): Promise<Said> =>
      send(apiPath(platformApi.removeOrganization, { organizationId: id }), 'DELETE', { name }),
  };
}

export type PersonalDataMethods = ReturnType<typeof personalDataMethods>;
