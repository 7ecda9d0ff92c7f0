/** The migration's name given on the command line (`--name x` or `--name=x`), if any. */
export function migrationName(args: readonly string[]): string | undefined;
