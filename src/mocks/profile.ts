import { http, HttpResponse, type HttpHandler } from 'msw';
import { api, apiRoute } from '@domain/api';
import { DEMO_OWNER } from '@domain/demo';
import { changePasswordSchema, myProfileSchema, type MyProfile } from '@domain/profile';
import { bodyOf, fail, ok, serverWords, validation } from './http';

/** The mock password (see createHandlers): the current one the Change password form must give. */
const MOCK_PASSWORD = 'demo123';

/** My profile and Change password of the signed-in demo owner, in memory. */
export function profileHandlers(): HttpHandler[] {
  const profile: MyProfile = {
    firstName: DEMO_OWNER.firstName,
    lastName: DEMO_OWNER.lastName,
    email: DEMO_OWNER.email,
    phoneNumber: '',
    language: 'en',
    imagePath: null,
    version: 1,
  };
  return [
    http.get(`*${apiRoute(api.accounts.myProfile)}`, () => HttpResponse.json(profile)),
    http.post(`*${apiRoute(api.accounts.updateMyProfile)}`, async ({ request }) => {
      const { data, response } = validation(myProfileSchema, await bodyOf(request));
      if (response) return response;
      Object.assign(profile, data, { version: profile.version + 1 });
      return ok(serverWords('success.profileUpdated'), profile);
    }),
    http.post(`*${apiRoute(api.accounts.changePassword)}`, async ({ request }) => {
      const { data, response } = validation(changePasswordSchema, await bodyOf(request));
      if (response) return response;
      if (data.currentPassword !== MOCK_PASSWORD) {
        const wrong = serverWords('errors.currentPasswordWrong');
        return fail(400, wrong, { CurrentPassword: [wrong] });
      }
      return ok(serverWords('success.passwordChanged'), null);
    }),
  ];
}
