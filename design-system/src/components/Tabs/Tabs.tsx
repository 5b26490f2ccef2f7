import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
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
  className?: string;
}

/** Tabs on react-aria: arrow keys move between tabs, Home/End jump, the panel follows. */
export function Tabs({
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
