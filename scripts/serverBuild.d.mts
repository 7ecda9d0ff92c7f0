/** The built server's entry (dist-server/main.mjs). */
export const SERVER_ENTRY: string;
/** Builds dist-server/ when it is missing or older than what it was built from; returns its entry. */
export function buildServer(): string;
