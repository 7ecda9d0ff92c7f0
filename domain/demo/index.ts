/**
 * The demo organisation, in one place for everyone who shows it: the server's seed inserts it,
 * the mock backend (`npm run dev:mock`) serves it and the tests read their expectations from it.
 * Plain data and pure functions only, so the browser, the server and the tests can all import it.
 */
export * from './structure';
export * from './fteProfiles';
export * from './people';
export * from './estimation';
export * from './workforcePlan';
export * from './arabic';
