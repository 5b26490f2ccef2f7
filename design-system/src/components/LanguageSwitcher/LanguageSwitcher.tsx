import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { locales, localeTag, useBuiltInMessages } from '../../provider';
import type { Locale } from '../../provider';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../private/cx';
import * as styles from './LanguageSwitcher.css';
import { languageSwitcherMessages } from './messages';
import type { LanguageSwitcherMessages } from './messages';

/** Each language is named in itself, whatever the language of the page. */
export const languageNames = {
  it: 'Italiano',
  en: 'English',
  fr: 'Français',
} as const satisfies Record<Locale, string>;

/**
 * `menu`: a button that discloses the list; `list`: every language in a row (drawer, footer);
 * `codes`: every language as its code, named by the language (the site header).
 */
export const languageSwitcherVariants = ['menu', 'list', 'codes'] as const;
export type LanguageSwitcherVariant = (typeof languageSwitcherVariants)[number];

export interface LanguageSwitcherProps {
  /** Language of the page. */
  current: Locale;
  /** Address of the equivalent page in every language, so that switching keeps the page. */
  hrefs: Record<Locale, string>;
  variant?: LanguageSwitcherVariant;
  /** Called when a language is chosen (before the navigation), e.g. to close a drawer. */
  onSelect?: (locale: Locale) => void;
  className?: string;
  /** Classes of the list and of each link of the `codes` variant, to match a header's tools. */
  listClassName?: string;
  linkClassName?: string;
  labels?: Partial<LanguageSwitcherMessages>;
}

/**
 * Links to the same page in Italian, English and French. Languages are written in themselves
 * with their `lang`, the current one carries `aria-current`. The menu variant is a disclosure:
 * Enter or Space opens it, arrows move between languages, Escape closes it and returns focus.
 */
export function LanguageSwitcher({
  current,
  hrefs,
  variant = 'menu',
  onSelect,
  className,
  listClassName,
  linkClassName,
  labels,
}: LanguageSwitcherProps) {
  const t = useBuiltInMessages(languageSwitcherMessages, labels);
  if (variant === 'codes')
    return (
      <LanguageCodes
        current={current}
        hrefs={hrefs}
        onSelect={onSelect}
        className={className}
        listClassName={listClassName}
        linkClassName={linkClassName}
        label={t.label}
      />
    );
  return (
    <LanguageMenu
      current={current}
      hrefs={hrefs}
      variant={variant}
      onSelect={onSelect}
      className={className}
      t={t}
    />
  );
}

/**
 * The codes (IT, EN, FR) in a row: each link carries the page's language in `lang` and is named
 * by the language written in itself; the current one has `aria-current`.
 */
function LanguageCodes({
  current,
  hrefs,
  onSelect,
  className,
  listClassName,
  linkClassName,
  label,
}: Pick<
  LanguageSwitcherProps,
  'current' | 'hrefs' | 'onSelect' | 'className' | 'listClassName' | 'linkClassName'
> & { label: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName ?? styles.list}>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={hrefs[locale]}
              variant="subtle"
              className={linkClassName ?? styles.option}
              lang={localeTag(locale)}
              aria-current={locale === current ? 'true' : undefined}
              onPress={() => onSelect?.(locale)}
            >
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <VisuallyHidden>{languageNames[locale]}</VisuallyHidden>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LanguageMenu({
  current,
  hrefs,
  variant,
  onSelect,
  className,
  t,
}: Pick<LanguageSwitcherProps, 'current' | 'hrefs' | 'onSelect' | 'className'> & {
  variant: 'menu' | 'list';
  t: LanguageSwitcherMessages;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (variant !== 'menu') return;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    if (
      event.key !== 'ArrowDown' &&
      event.key !== 'ArrowUp' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() =>
        links()[event.key === 'ArrowUp' || event.key === 'End' ? locales.length - 1 : 0]?.focus(),
      );
      return;
    }
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const last = items.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? index < 0 || index === last
              ? 0
              : index + 1
            : index <= 0
              ? last
              : index - 1;
    items[next]?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (
      variant === 'menu' &&
      open &&
      !rootRef.current?.contains(event.relatedTarget as Node | null)
    ) {
      setOpen(false);
    }
  };

  const items = locales.map((locale) => {
    const isCurrent = locale === current;
    return (
      <li key={locale}>
        <Link
          href={hrefs[locale]}
          variant="subtle"
          className={styles.option}
          aria-current={isCurrent ? 'true' : undefined}
          onPress={() => {
            setOpen(false);
            onSelect?.(locale);
          }}
          {...(variant === 'menu' ? { onKeyDown, onBlur } : {})}
        >
          <span lang={localeTag(locale)}>{languageNames[locale]}</span>
          {isCurrent ? (
            <>
              {' '}
              <VisuallyHidden>{t.current}</VisuallyHidden>
              <Icon name="check" size="sm" />
            </>
          ) : null}
        </Link>
      </li>
    );
  });

  if (variant === 'list') {
    return (
      <nav ref={rootRef} aria-label={t.label} className={className}>
        <ul className={styles.list}>{items}</ul>
      </nav>
    );
  }

  return (
    <nav ref={rootRef} aria-label={t.label} className={cx(styles.root, className)}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <Icon name="globe" size="sm" />
        <VisuallyHidden>{`${t.label}:`}</VisuallyHidden>{' '}
        <span lang={localeTag(current)}>{languageNames[current]}</span>
        <Icon name="chevron-down" size="sm" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.popover} hidden={!open}>
        {items}
      </ul>
    </nav>
  );
}
