import { useId } from 'react';
import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import { useInteractive } from '../../provider';
import type { HeadingLevel } from '../Heading';
import { cx } from '../private/cx';
import { tabsParts } from './parts';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for assistive technology. */
  label: string;
  defaultSelectedKey?: string;
  selectedKey?: string;
  onSelectionChange?: (key: string) => void;
  /**
   * Keeps every panel in the document, hidden and inert unless selected: fields in panels stay in
   * their form, which then submits them whichever tab is shown.
   */
  keepMounted?: boolean;
  /**
   * Native mode: level of the heading that names each panel while every panel is shown (without
   * script), to fit the page outline.
   */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * Tabs on react-aria: arrow keys move between tabs, Home/End jump, the panel follows. In native
 * mode every panel is shown, headed by its tab's label, and the tab list is a list of links to
 * the panels; the tabs enhancement (`data-enhance="tabs"`) turns them into the same tabs.
 */
export function Tabs(props: TabsProps) {
  const interactive = useInteractive();
  return interactive ? <AriaTabsWithParts {...props} /> : <NativeTabs {...props} />;
}

function AriaTabsWithParts({
  items,
  label,
  defaultSelectedKey,
  selectedKey,
  onSelectionChange,
  keepMounted = false,
  className,
}: TabsProps) {
  return (
    <AriaTabs
      className={[styles.root, className].filter(Boolean).join(' ')}
      defaultSelectedKey={defaultSelectedKey}
      selectedKey={selectedKey}
      onSelectionChange={
        onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined
      }
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.id}
          id={item.id}
          className={styles.panel}
          shouldForceMount={keepMounted || undefined}
        >
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}

function NativeTabs({
  items,
  label,
  defaultSelectedKey,
  selectedKey,
  headingLevel = 2,
  className,
}: TabsProps) {
  const base = useId();
  const Heading = `h${headingLevel}` as const;
  const chosen = selectedKey ?? defaultSelectedKey;
  const initial =
    items.find((item) => item.id === chosen && !item.isDisabled) ??
    items.find((item) => !item.isDisabled);
  const ids = (item: TabItem) => ({
    tab: `${base}-tab-${item.id}`,
    panel: `${base}-${item.id}`,
    heading: `${base}-heading-${item.id}`,
  });
  return (
    <div className={cx(styles.root, className)} data-enhance="tabs">
      <ul className={cx(styles.list, styles.nativeList)} aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className={styles.nativeItem}>
            {item.isDisabled ? (
              <span
                id={ids(item).tab}
                className={styles.tab}
                aria-disabled="true"
                data-disabled="true"
                {...{ [tabsParts.tab]: '' }}
              >
                {item.label}
              </span>
            ) : (
              <a
                id={ids(item).tab}
                href={`#${ids(item).panel}`}
                className={cx(styles.tab, styles.nativeTab)}
                {...{ [tabsParts.tab]: '' }}
                {...(item === initial ? { [tabsParts.initial]: '' } : {})}
              >
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
      {items
        .filter((item) => !item.isDisabled)
        .map((item) => (
          <section
            key={item.id}
            id={ids(item).panel}
            aria-labelledby={ids(item).heading}
            className={cx(styles.panel, styles.nativePanel)}
            {...{ [tabsParts.panel]: '' }}
          >
            <Heading
              id={ids(item).heading}
              className={styles.panelHeading}
              {...{ [tabsParts.heading]: '' }}
            >
              {item.label}
            </Heading>
            {item.content}
          </section>
        ))}
    </div>
  );
}
