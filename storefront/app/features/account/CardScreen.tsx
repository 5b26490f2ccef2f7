import { useId } from 'react';
import {
  Badge,
  DescriptionList,
  Heading,
  Link,
  Stack,
  SummaryCard,
  Text,
  formatDate,
  formatPrice,
} from '@city/design-system';
import { localized, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from './AccountPage';
import type { GiftCard, LoyaltyCard, Pass } from './data';

export interface CardScreenProps {
  card: LoyaltyCard | null;
  passes: ReadonlyArray<Pass>;
  gifts: ReadonlyArray<GiftCard>;
}

/** A section of the page with its heading. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" gap="sm" aria-labelledby={id}>
      <Heading level={2} size="xl" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The user's loyalty card, passes and gift cards. */
export function CardScreen({ card, passes, gifts }: CardScreenProps) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.card');
  const trail = useDashboardTrail(lang, { label: title, path: '/profilo/card' });
  return (
    <AccountPage title={title} trail={trail}>
      {card ? <LoyaltyCardSummary card={card} headingLevel={2} manage /> : null}
      <PassesAndGifts passes={passes} gifts={gifts} />
    </AccountPage>
  );
}

/**
 * The passes issued to the user and the gift cards bought by or sent to them: on the card page
 * and on the private area's own page for them, which any holder reaches (a loyalty card or not).
 */
export function PassesAndGifts({
  passes,
  gifts,
}: {
  passes: ReadonlyArray<Pass>;
  gifts: ReadonlyArray<GiftCard>;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <Section title={t('commerce.loyalty.passes')}>
        {passes.length === 0 ? (
          <Text tone="secondary">{t('commerce.loyalty.noPasses')}</Text>
        ) : (
          <Stack as="ul" gap="xs">
            {passes.map((pass) => (
              <Text as="li" key={pass.id}>
                <Link
                  href={`/${lang}/dashboard/profilo/card/abbonamenti-athena/${pass.id}`}
                  variant="standalone"
                >
                  {localized(pass.nome ?? '', lang) || pass.codice} · {pass.first_name}{' '}
                  {pass.last_name}
                </Link>
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t('commerce.success.giftCards')}>
        {gifts.length === 0 ? (
          <Text tone="secondary">{t('commerce.loyalty.noGiftCards')}</Text>
        ) : (
          <DescriptionList
            layout="columns"
            items={gifts.map((gift) => ({
              id: gift.codice,
              term: gift.codice,
              details: t('commerce.account.giftBalance', { amount: formatPrice(gift.saldo, lang) }),
            }))}
          />
        )}
      </Section>
    </>
  );
}

/** The loyalty card: code, state and validity, and the way to manage it. */
export function LoyaltyCardSummary({
  card,
  headingLevel,
  manage = false,
}: {
  card: LoyaltyCard;
  headingLevel: 2 | 3;
  /** Adds the link to the card's management page. */
  manage?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <SummaryCard
      as="section"
      headingLevel={headingLevel}
      title={t('commerce.loyalty.cardTitle')}
      status={
        <Badge variant={card.stato === 'attiva' ? 'positive' : 'neutral'}>
          {t(`commerce.loyalty.state.${card.stato}`, { defaultValue: card.stato })}
        </Badge>
      }
      actions={
        manage ? (
          <Link
            href={`/${lang}/dashboard/armonia/gestisci`}
            appearance="button"
            buttonVariant="secondary"
          >
            {t('commerce.titles.loyaltyManage')}
          </Link>
        ) : null
      }
    >
      <DescriptionList
        layout="columns"
        items={[
          { id: 'code', term: t('commerce.loyalty.code'), details: card.codice, isCode: true },
          {
            id: 'validity',
            term: t('commerce.loyalty.validityLabel'),
            details: t('commerce.loyalty.validity', {
              from: formatDate(card.valida_dal, lang),
              to: formatDate(card.valida_al, lang),
            }),
          },
        ]}
      />
    </SummaryCard>
  );
}
