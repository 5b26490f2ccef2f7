import type { Key, ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import type { HeadingLevel } from '../Heading';
import { Icon } from '../Icon';
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

/** Sections that open and close, on react-aria's disclosure group. */
export function Accordion({
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
