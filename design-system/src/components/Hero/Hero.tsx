import type { ReactNode } from 'react';
import { Breadcrumb } from '../Breadcrumb';
import type { BreadcrumbProps } from '../Breadcrumb';
import { Heading } from '../Heading';
import { Image } from '../Image';
import type { ImageProps } from '../Image';
import { Text } from '../Text';
import * as styles from './Hero.css';

export interface HeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumb?: BreadcrumbProps;
  /** The page's main image: loaded with priority, as it is usually the largest paint. */
  image?: Omit<ImageProps, 'priority'>;
  /** Extra content under the subtitle: dates, badges, a call to action. */
  children?: ReactNode;
  className?: string;
}

/** Top of a content page: breadcrumb, title (the page's h1), optional subtitle and image. */
export function Hero({ title, subtitle, breadcrumb, image, children, className }: HeroProps) {
  return (
    <header className={[styles.root, className].filter(Boolean).join(' ')}>
      <div
        className={[styles.inner, image ? styles.withImage : undefined].filter(Boolean).join(' ')}
      >
        <div className={styles.text}>
          {breadcrumb ? <Breadcrumb {...breadcrumb} /> : null}
          <Heading level={1}>{title}</Heading>
          {subtitle ? (
            <Text size="lg" tone="secondary" className={styles.subtitle}>
              {subtitle}
            </Text>
          ) : null}
          {children}
        </div>
        {image ? (
          <div className={styles.media_}>
            <Image {...image} priority />
          </div>
        ) : null}
      </div>
    </header>
  );
}
