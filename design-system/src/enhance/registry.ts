/*
 * The enhancements of the library, by the name a component writes in `data-enhance`. Each is a
 * module `components/<Name>/enhance.ts` whose default export is an `Enhancer`, loaded only when
 * an element names it (see README, "Enhancements"). The name is the component's in kebab case.
 */

/** Drives one element of a component's server markup; may return what undoes it. */
export type Enhancer = (element: HTMLElement) => void | (() => void);

/** Imports an enhancement's module (a file of its own in a build). */
export type EnhancerLoader = () => Promise<{ default: Enhancer }>;

export const enhancers: Readonly<Record<string, EnhancerLoader>> = {
  calendar: () => import('../components/Calendar/enhance'),
  'code-scanner': () => import('../components/CodeScanner/enhance'),
  drawer: () => import('../components/Drawer/enhance'),
  'file-field': () => import('../components/FileField/enhance'),
  modal: () => import('../components/Modal/enhance'),
  'number-field': () => import('../components/NumberField/enhance'),
  'password-field': () => import('../components/PasswordField/enhance'),
  'search-field': () => import('../components/SearchField/enhance'),
  'sponsor-carousel': () => import('../components/SponsorCarousel/enhance'),
  tabs: () => import('../components/Tabs/enhance'),
};
