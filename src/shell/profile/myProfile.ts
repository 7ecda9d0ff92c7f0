import { useAppQuery } from '../../dataProvider/hooks';

/** The signed-in person's profile, cached under one key: the menu shows it, My profile refreshes it on a save. */
export const MY_PROFILE_QUERY = ['myProfile'] as const;

export const useMyProfile = () =>
  useAppQuery(MY_PROFILE_QUERY, (provider) => provider.myProfile(), { staleTime: 5 * 60_000 });
