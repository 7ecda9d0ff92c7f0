/** Whether dist/ is missing or older than one of its sources. */
export function webBuildStale(): boolean;
/** Builds dist/ when it is stale; answers whether it built. Throws when Vite fails. */
export function buildWeb(): boolean;
