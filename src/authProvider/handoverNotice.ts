/**
 * A message carried across a handover without a reload, between a light page and the admin shell:
 * the sign-in's success is shown by the admin, an expired session by the sign-in page, each of which
 * the other does not load. Kept beside the session, which leaves most of them.
 */
export interface Notice {
  text: string;
  type: 'success' | 'error';
}

let pending: Notice | null = null;

export const leaveNotice = (text: string, type: Notice['type'] = 'success'): void => {
  pending = { text, type };
};

export function takeNotice(): Notice | null {
  const notice = pending;
  pending = null;
  return notice;
}
