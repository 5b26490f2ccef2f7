import type { ThemeVars } from './contract.css';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The values of one theme: every leaf of the contract, as a CSS value. */
export type Tokens = Leaves<ThemeVars>;

export interface ThemeDescriptor {
  /** Stable identifier, used by the Storybook toolbar and the storefront configuration. */
  id: string;
  /** Human name of the brand. */
  name: string;
  /** Class name produced by createTheme: put it on <html> or a wrapper to apply the theme. */
  className: string;
  tokens: Tokens;
}
