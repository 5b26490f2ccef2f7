// Types of build-extensions.mjs for the TypeScript tests.
export function buildExtensions(options?: {
  force?: boolean;
  quiet?: boolean;
  strict?: boolean;
}): Promise<string[]>;
