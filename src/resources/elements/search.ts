/** Pickers search the server as the user types; nothing loads a whole list. */
export const searchToQuery = (q: string) => ({ q });
