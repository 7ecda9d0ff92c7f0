// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { blockingHistory, type Transition } from '../../../src/app/blockingHistory';

type Update = { action: string; location: { pathname: string } };

/** A history listened to as the router listens, with what it told and what its check was asked. */
function started() {
  window.history.replaceState(null, '', '/start');
  const history = blockingHistory();
  const told: string[] = [];
  const stop = history.listen((update: Update) => void told.push(`${update.action} ${update.location.pathname}`));
  const asked: Transition[] = [];
  let hold = false;
  const unblock = history.block((transition) => {
    asked.push(transition);
    return hold;
  });
  return { history, told, asked, stop, unblock, holding: (on: boolean) => (hold = on) };
}

/** The browser's step back or forward, once it has been told (a popstate comes after the call). */
const stepped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

let stopping: (() => void) | undefined;
afterEach(() => stopping?.());

describe('the admin area history, whose navigations a form can hold', () => {
  it('lets a link through when nothing holds it, and tells its check where it goes', () => {
    const { history, told, asked, stop } = started();
    stopping = stop;
    history.push('/department?page=2', { from: 'list' });
    expect(told).toEqual(['PUSH /department']);
    expect(window.location.pathname).toBe('/department');
    expect(asked[0].currentLocation.pathname).toBe('/start');
    expect(asked[0].nextLocation).toMatchObject({
      pathname: '/department',
      search: '?page=2',
      state: { from: 'list' },
    });
    expect(asked[0].historyAction).toBe('PUSH');
  });

  it('holds a link or a redirect where it is, and makes it on retry', () => {
    const { history, told, asked, stop, holding, unblock } = started();
    stopping = stop;
    holding(true);
    history.push('/audittrail');
    history.replace('/team');
    expect(told).toEqual([]);
    expect(window.location.pathname).toBe('/start');
    asked[1].retry();
    expect(told).toEqual(['REPLACE /team']);
    unblock();
    history.push('/project');
    expect(told).toEqual(['REPLACE /team', 'PUSH /project']);
  });

  it('steps a held step back over unseen by the router, and steps it again on retry', async () => {
    const { history, told, asked, stop, holding } = started();
    stopping = stop;
    history.push('/department');
    history.push('/audittrail');
    holding(true);
    const back = stepped();
    window.history.back();
    await back;
    await settled();
    expect(asked.at(-1)).toMatchObject({ historyAction: 'POP', nextLocation: { pathname: '/department' } });
    expect(window.location.pathname).toBe('/audittrail');
    expect(told).toEqual(['PUSH /department', 'PUSH /audittrail']);

    asked.at(-1)?.retry();
    await settled();
    expect(window.location.pathname).toBe('/department');
    expect(told).toEqual(['PUSH /department', 'PUSH /audittrail', 'POP /department']);
  });
});
