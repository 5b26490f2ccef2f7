import type { FormEvent } from 'react';
import {
  Button as AriaButton,
  Input,
  Label,
  SearchField as AriaSearchField,
} from 'react-aria-components';
import { useBuiltInMessages, useInteractive } from '../../provider';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../private/cx';
import { NativeLabel, useNativeFieldIds } from '../private/NativeField';
import * as styles from './SearchField.css';
import { searchFieldMessages } from './messages';
import type { SearchFieldMessages } from './messages';

export interface SearchFieldProps {
  /** Address of the search page: the form is sent there with GET (`?q=...`). */
  action: string;
  /** Name of the query parameter. */
  name?: string;
  defaultValue?: string;
  /** Keeps the label for assistive technology only (the placeholder is not a label). */
  hideLabel?: boolean;
  /**
   * Called on submit with the query, before the browser sends the form. Call
   * `event.preventDefault()` to navigate on the client instead.
   */
  onSubmit?: (query: string, event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  labels?: Partial<SearchFieldMessages>;
}

/**
 * Site search: a react-aria SearchField (Escape clears it) inside a `role="search"` form with a
 * submit button. Works without JavaScript as a plain GET form; in native mode the clear button
 * stays hidden until its enhancement (`data-enhance="search-field"`) runs.
 */
export function SearchField({
  action,
  name = 'q',
  defaultValue,
  hideLabel = false,
  onSubmit,
  className,
  labels,
}: SearchFieldProps) {
  const t = useBuiltInMessages(searchFieldMessages, labels);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const query = data.get(name);
    onSubmit?.(typeof query === 'string' ? query : '', event);
  };
  const interactive = useInteractive();
  const label = <Label className={styles.label}>{t.label}</Label>;

  return (
    <form
      role="search"
      action={action}
      method="get"
      className={cx(styles.form, className)}
      onSubmit={handleSubmit}
    >
      <div className={styles.row}>
        {interactive ? (
          <AriaSearchField name={name} defaultValue={defaultValue} className={styles.searchField}>
            {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
            <div className={styles.field}>
              <Icon name="search" size="sm" className={styles.leadingIcon} />
              <Input className={styles.input} placeholder={t.placeholder} />
              <AriaButton className={styles.clear} aria-label={t.clear}>
                <Icon name="close" size="sm" />
              </AriaButton>
            </div>
          </AriaSearchField>
        ) : (
          <NativeSearchInput
            name={name}
            defaultValue={defaultValue}
            hideLabel={hideLabel}
            messages={t}
          />
        )}
        <Button type="submit" variant="primary">
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

/** The search input as react-aria's SearchField renders it, without react-aria. */
function NativeSearchInput({
  name,
  defaultValue = '',
  hideLabel,
  messages,
}: {
  name: string;
  defaultValue?: string;
  hideLabel: boolean;
  messages: SearchFieldMessages;
}) {
  const ids = useNativeFieldIds();
  const label = (
    <NativeLabel ids={ids} className={styles.label}>
      {messages.label}
    </NativeLabel>
  );
  return (
    <div
      className={styles.searchField}
      data-empty={defaultValue === '' ? 'true' : undefined}
      data-enhance="search-field"
    >
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      <div className={styles.field}>
        <Icon name="search" size="sm" className={styles.leadingIcon} />
        <input
          type="search"
          id={ids.input}
          name={name}
          defaultValue={defaultValue}
          placeholder={messages.placeholder}
          aria-labelledby={ids.label}
          className={styles.input}
        />
        {/* Clearing needs script: hidden until the enhancement runs. */}
        <button
          type="button"
          tabIndex={-1}
          hidden
          aria-label={messages.clear}
          className={styles.clear}
        >
          <Icon name="close" size="sm" />
        </button>
      </div>
    </div>
  );
}
