import { httpClient } from '../authProvider/httpClient';
import type { ChangePasswordInput, MyProfile, MyProfileInput } from '@domain/profile';
import { accountsApi } from '@domain/api/accounts';
import { apiPath } from '@domain/api/endpoint';
import { guarded, type Envelope, type Http } from './requests';
import type { Said } from './people';

/** The signed-in person's own account: My profile and Change password in the profile menu. */
export function profileMethods(http: Http = httpClient) {
  return {
    myProfile: () => guarded(async () => (await http(apiPath(accountsApi.myProfile))).json as MyProfile),
    /** Multipart, with the picture when a new one was chosen, and the version the dialog opened on. */
    updateMyProfile: (values: MyProfileInput, picture: File | null, version?: number) =>
      guarded(async () => {
        const form = new FormData();
        for (const [name, value] of Object.entries(values)) form.append(name, value);
        if (version !== undefined) form.append('version', String(version));
        if (picture) form.append('profileImage', picture);
        const envelope = (await http(apiPath(accountsApi.updateMyProfile), { method: 'POST', body: form }))
          .json as Envelope<MyProfile>;
        return { profile: envelope.data, message: envelope.alertMessage };
      }),
    changePassword: (values: ChangePasswordInput) =>
      guarded(async (): Promise<Said> => {
        const { json } = await http(apiPath(accountsApi.changePassword), {
          method: 'POST',
          body: JSON.stringify(values),
        });
        return { message: (json as Envelope<null>).alertMessage };
      }),
  };
}

export type ProfileMethods = ReturnType<typeof profileMethods>;
