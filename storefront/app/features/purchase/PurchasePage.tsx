import type { ReactNode } from 'react';
import { Box, Grid, Heading, Stack, Text } from '@city/design-system';
import { useLang } from '../commerce/forms';
import { HoldWatch } from '../queue/HoldWatch';
import { useStaticDocument } from '../../lib/static-page';
import * as styles from './PurchasePage.css';

/** Attribute of the element where a purchase island shows a held queue place (HoldWatch). */
export const HOLD_SLOT = 'data-hold-watch';

export interface PurchasePageProps {
  title: ReactNode;
  intro?: ReactNode;
  /** What is being bought (ProductSummary). */
  summary?: ReactNode;
  /** The choice: dates, rates, quantity, the action. */
  children: ReactNode;
  /** Watch an admitted queue session (not on the queue step, which shows its own). */
  watchHold?: boolean;
}

/**
 * The frame of a purchase step: its title, then what is being bought beside the choice (the
 * summary first on narrow screens, on the left from tablet width). A place held by an admitted
 * queue session is watched here too (HoldWatch), so that it cannot lapse unnoticed. On a page that
 * is not hydrated the server leaves an empty place for it (`data-hold-watch`), which the page's
 * island fills (app/enhance/purchase.tsx).
 */
export function PurchasePage({
  title,
  intro,
  summary,
  children,
  watchHold = true,
}: PurchasePageProps) {
  const lang = useLang();
  const staticDocument = useStaticDocument();
  return (
    <Stack gap="lg" width="full" maxWidth="content" marginX="auto" padding="lg">
      <Stack gap="xs">
        <Heading level={1} size="xxl">
          {title}
        </Heading>
        {intro ? <Text tone="secondary">{intro}</Text> : null}
      </Stack>
      {watchHold && staticDocument ? (
        <div className={styles.holdSlot} {...{ [HOLD_SLOT]: '' }} />
      ) : watchHold ? (
        <HoldWatch lang={lang} />
      ) : null}
      {summary ? (
        <Grid columns={{ mobile: 1, tablet: 12 }} gap="xl" alignItems="flex-start">
          <Box gridColumn={{ mobile: 'full', tablet: 'span6', desktop: 'span4' }}>{summary}</Box>
          <Box gridColumn={{ mobile: 'full', tablet: 'span6', desktop: 'span8' }}>{children}</Box>
        </Grid>
      ) : (
        children
      )}
    </Stack>
  );
}
