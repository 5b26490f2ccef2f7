// Types of editors.mjs for the TypeScript tests.
export const strings: Record<string, [string, string, string]>;
export function columnsOf(tipo: string): string[];
export const sortOf: (tipo: string) => string[];
export interface Preset {
  bookmark: string;
  collection: 'contenuti';
  role: null;
  user: null;
  icon: string;
  color: null;
  layout: 'tabular';
  filter: { _and: [{ tipo: { _eq: string } }] };
  search: null;
  layout_query: { tabular: { fields: string[]; sort: string[]; page: number; limit: number } };
  layout_options: {
    tabular: { widths: Record<string, number>; spacing: string };
  };
}
export function presetOf(tipo: string): Preset;
export const presets: Preset[];
export function setupEditors(options: { url: string; token: string }): Promise<void>;
