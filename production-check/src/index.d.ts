// Types of index.js for the TypeScript callers and tests.
export const MIN_SECRET_LENGTH: number;
export function isLoopbackHost(hostname: string): boolean;
export function isPublicHttpsOrigin(value: string | undefined): boolean;
export function secretProblem(raw: string | undefined, demo: string): string | null;
export interface ProductionRule {
  process: string;
  originVariables: string[];
  secrets: { name: string; demo: string }[];
  /** other settings a public process may not keep, each written `NAME is …` */
  problems?: (env: Record<string, string | undefined>) => string[];
}
export function refusal(
  rule: ProductionRule,
  env: Record<string, string | undefined>,
): string | null;
