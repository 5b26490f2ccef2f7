// Types of production-check.mjs for the TypeScript tests.
export const secrets: { name: string; demo: string }[];
export const MIN_SECRET_LENGTH: number;
export function isLoopbackHost(hostname: string): boolean;
export function isPublicHttpsUrl(value: string | undefined): boolean;
export function secretProblem(raw: string | undefined, demoValue: string): string | null;
export function productionCheck(env: Record<string, string | undefined>): string | null;
export function paymentProblems(env: Record<string, string | undefined>): string[];
