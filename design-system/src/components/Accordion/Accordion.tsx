import type { Key, ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { useId } from 'react';
import { useInteractive } from '../../provider';
import type { HeadingLevel } from '../Heading';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from './Accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Level of the headings wrapping each trigger, to fit the page outline. */
  headingLevel?: HeadingLevel;
  allowsMultipleExpanded?: boolean;
  defaultExpandedKeys?: string[];
  expandedKeys?: string[];
  onExpandedChange?: (keys: string[]) => void;
  className?: string;
}

/**
 * Sections that open and close, on react-aria's disclosure group. In native mode each section is
 * a <details> whose <summary> holds the heading: it opens and closes without script, and
 * sections exclude each other through a shared `name` unless several may be open.
 */
export function Accordion(props: AccordionProps) {
  const interactive = useInteractive();
  return interactive ? <AriaAccordion {...props} /> : <NativeAccordion {...props} />;
}

function AriaAccordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = false,
  defaultExpandedKeys,
  expandedKeys,
  onExpandedChange,
  className,
}: AccordionProps) {
  return (
    <DisclosureGroup
      className={[styles.group, className].filter(Boolean).join(' ')}
      allowsMultipleExpanded={allowsMultipleExpanded}
      defaultExpandedKeys={defaultExpandedKeys}
      expandedKeys={expandedKeys}
      onExpandedChange={
        onExpandedChange ? (keys: Set<Key>) => onExpandedChange([...keys].map(String)) : undefined
      }
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              <Icon name="chevron-down" className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

function NativeAccordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = false,
  defaultExpandedKeys,
  expandedKeys,
  className,
}: AccordionProps) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  const open = new Set(expandedKeys ?? defaultExpandedKeys ?? []);
  // One open section at most when they exclude each other, as react-aria keeps it.
  const firstOpen = items.find((item) => open.has(item.id))?.id;
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')}>
      {items.map((item) =>
        item.isDisabled ? (
          // A disabled section cannot open: its heading alone, as react-aria shows it.
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <span className={cx(styles.trigger, styles.disabledTrigger)} aria-disabled="true">
                <span>{item.title}</span>
                <Icon name="chevron-down" className={styles.chevron} />
              </span>
            </Heading>
            <div className={styles.panel} hidden>
              {item.content}
            </div>
          </div>
        ) : (
          <details
            key={item.id}
            name={allowsMultipleExpanded ? undefined : group}
            open={(allowsMultipleExpanded ? open.has(item.id) : item.id === firstOpen) || undefined}
            className={styles.item}
          >
            <summary className={cx(styles.trigger, styles.summary)}>
              <Heading className={cx(styles.heading, styles.summaryHeading)}>{item.title}</Heading>
              <Icon name="chevron-down" className={styles.chevron} />
            </summary>
            <div className={styles.panel}>{item.content}</div>
          </details>
        ),
      )}
    </div>
  );
}
