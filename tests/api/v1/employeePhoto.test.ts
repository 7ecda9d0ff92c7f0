import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HttpError } from 'ra-core';
import { describeApi } from '../../support/describeApi';
import { employeeReferences, personData, startV1, type V1Callers } from './provider';

/** The smallest PNG there is: one transparent pixel. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describeApi('/api/v1/employees takes a profile image as JSON', () => {
  let v1: V1Callers;
  beforeAll(async () => {
    v1 = await startV1('Photo');
  });
  afterAll(() => v1?.ctx.close());

  it('keeps a data URL image as the documented form keeps a file, and refuses what is no image', async () => {
    const data = { ...personData('Photo'), ...(await employeeReferences(v1.ours, 'Photo')) };
    const person = (await v1.ours.create('employees', { data: { ...data, profileImage: PIXEL } })).data;
    expect(person.imagePath).toEqual(expect.stringContaining('ProfileImage'));
    const image = await fetch(`${v1.base}${person.imagePath as string}`);
    expect(image.headers.get('content-type')).toBe('image/png');

    const refused = await v1.ours
      .update('employees', {
        id: person.id,
        data: { ...person, profileImage: 'data:text/plain;base64,aGVsbG8=' },
        previousData: person,
      })
      .catch((error: HttpError) => error);
    expect(refused).toMatchObject({ status: 400 });
  });
});
