// Types of instance.mjs for the TypeScript tests.
export const snapshotPath: string;
export function runCli(env: Record<string, string>, args: string[]): Promise<string>;
export function snapshotFor(env: Record<string, string>, live?: unknown): string;
export function prepare(
  env: Record<string, string>,
  options?: { seed?: boolean; force?: boolean },
): Promise<void>;
