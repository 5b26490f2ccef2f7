import type { ReactNode } from 'react';
import { Box, Breadcrumb, Heading, Stack, Text } from '@city/design-system';
import type { BreadcrumbItem } from '@city/design-system';
import { type Lang, useT } from '../commerce/forms';
import * as styles from './AccountPage.css';

/**
 * The frame of an account, loyalty-card or operator screen: the way back (a breadcrumb through the
 * private area), the page's heading and its introduction, then the screen; at least the first
 * screen tall (AccountPage.css.ts).
 */
export function AccountPage({
  title,
  intro,
  trail,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** Breadcrumb after Home, ending with this page (see `dashboardTrail`). */
  trail?: { homeHref: string; items: BreadcrumbItem[] };
  children?: ReactNode;
}) {
  return (
    <Box
      maxWidth="content"
      marginX="auto"
      paddingX={{ mobile: 'md', tablet: 'lg' }}
      paddingY="lg"
      className={styles.frame}
    >
      <Stack gap="lg">
        {trail ? <Breadcrumb homeHref={trail.homeHref} items={trail.items} /> : null}
        <Stack gap="xs">
          <Heading level={1} size="xxl">
            {title}
          </Heading>
          {intro ? <Text tone="secondary">{intro}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * The breadcrumb of a page in the private area: Home, the account's dashboard, the given pages
 * (label, path after /{lang}/dashboard) and this page.
 */
export function useDashboardTrail(
  lang: Lang,
  current: { label: string; path: string },
  between: ReadonlyArray<{ label: string; path: string }> = [],
) {
  const t = useT();
  const base = `/${lang}/dashboard`;
  return {
    homeHref: `/${lang}`,
    items: [
      { label: t('commerce.titles.dashboard'), href: base },
      ...[...between, current].map((page) => ({ label: page.label, href: `${base}${page.path}` })),
    ],
  };
}
