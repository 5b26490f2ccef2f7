import { Badge, EmptyState, Link, Stack, SummaryCard } from '@city/design-system';
import type { BadgeVariant } from '@city/design-system';
import { useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import { FormAlert } from '../account/form';
import { type Listing, type OperatorKind, listingTitle, operatorKinds } from './listing';

const statusBadges: Record<Listing['stato'], BadgeVariant> = {
  draft: 'neutral',
  in_review: 'caution',
  published: 'positive',
  rejected: 'critical',
};

/** A listing's moderation status, in words and on a badge of its tone. */
export function StatusBadge({ stato }: { stato: Listing['stato'] }) {
  const t = useT();
  return <Badge variant={statusBadges[stato]}>{t(`commerce.operators.status.${stato}`)}</Badge>;
}

export interface ListingsScreenProps {
  kind: OperatorKind;
  listings: ReadonlyArray<Listing>;
  /** The id of the listing just saved (`?salvato=`), to say so. */
  saved: string | null;
}

/** An operator's own listings of one kind, with their status and the ways to edit them. */
export function ListingsScreen({ kind, listings, saved }: ListingsScreenProps) {
  const t = useT();
  const lang = useLang();
  const path = operatorKinds[kind].path;
  const base = `/${lang}/dashboard/${path}`;
  const title = t(`commerce.operators.${kind}.list`);
  const trail = useDashboardTrail(lang, { label: title, path: `/${path}` });
  const create = (
    <Link href={`${base}/crea`} appearance="button">
      {t(`commerce.operators.${kind}.create`)}
    </Link>
  );
  return (
    <AccountPage title={title} trail={trail}>
      {saved ? <FormAlert tone="success">{t('commerce.operators.saved')}</FormAlert> : null}
      {listings.length === 0 ? (
        <EmptyState icon="file" title={t('commerce.operators.empty')} action={create} />
      ) : (
        <>
          {create}
          <Stack as="ul" gap="md">
            {listings.map((listing) => {
              const name = listingTitle(listing, lang);
              return (
                <SummaryCard
                  as="li"
                  key={listing.id}
                  data-testid="listing"
                  title={name}
                  status={<StatusBadge stato={listing.stato} />}
                  actions={
                    <>
                      <Link href={`${base}/modifica/${listing.id}`} variant="standalone">
                        {t('commerce.operators.edit', { name })}
                      </Link>
                      {kind === 'appuntamenti' ? (
                        <Link href={`${base}/${listing.id}`} variant="standalone">
                          {t('commerce.operators.bookingsOf', { name })}
                        </Link>
                      ) : null}
                    </>
                  }
                />
              );
            })}
          </Stack>
        </>
      )}
    </AccountPage>
  );
}
