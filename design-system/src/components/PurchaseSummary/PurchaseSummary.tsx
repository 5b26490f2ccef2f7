import { useId } from 'react';
import type { ReactNode } from 'react';
import { useBuiltInMessages } from '../../provider';
import { truncateText } from '../Card/truncate';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { Image } from '../Image';
import type { ImageAsset } from '../Image';
import { Link } from '../Link';
import { Price } from '../Price';
import type { PriceKind } from '../Price';
import { cx } from '../private/cx';
import { purchaseSummaryMessages } from './messages';
import type { PurchaseSummaryMessages } from './messages';
import * as styles from './PurchaseSummary.css';

/** One fact about what is bought: its place, duration, languages, validity. */
export interface PurchaseSummaryDetail {
  id: string;
  label: ReactNode;
  value: ReactNode;
  icon?: IconName;
}

/** One price of the product: a rate, a group price, a bundle price. */
export interface PurchaseSummaryPrice {
  id: string;
  /** What the price is for: the rate's name ("Reduced", "Groups of 10 or more"). */
  label: ReactNode;
  /** Amount in euro cents. */
  cents: number;
  /** The amount before a discount, struck through when higher. */
  originalCents?: number | null;
  kind?: PriceKind;
  /** A line under the label: who the rate is for, from how many people. */
  note?: ReactNode;
  /** Data attributes of the amount (test ids, analytics). */
  attributes?: Readonly<Record<`data-${string}`, string>>;
}

/** Something included in the purchase, with its own price when it has one (bundle items). */
export interface PurchaseSummaryIncluded {
  id: string;
  label: ReactNode;
  cents?: number | null;
  originalCents?: number | null;
}

export interface PurchaseSummaryImage {
  image: ImageAsset;
  /** Public address of the content service. */
  host: string;
  /** The largest picture of the page: loaded at once. */
  priority?: boolean;
}

export interface PurchaseSummaryProps {
  /** The product's name. */
  title: string;
  headingLevel?: 2 | 3;
  /** A short label above the name, e.g. the kind of product. */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Plain text, cut on a word boundary at `descriptionLimit` characters. */
  description?: string | null;
  descriptionLimit?: number;
  /** Cover picture; decorative, as the name already says what it is. */
  image?: PurchaseSummaryImage | null;
  details?: ReadonlyArray<PurchaseSummaryDetail>;
  prices?: ReadonlyArray<PurchaseSummaryPrice>;
  included?: ReadonlyArray<PurchaseSummaryIncluded>;
  /** The product's full page. */
  moreHref?: string | null;
  labels?: Partial<PurchaseSummaryMessages>;
  className?: string;
}

/**
 * What is being bought, shown beside the choice of date, rate and quantity: picture, name,
 * short description, facts (place, duration, languages), the price of each rate and what the
 * purchase includes. Presentational: every text and amount comes from the caller.
 */
export function PurchaseSummary({
  title,
  headingLevel = 2,
  eyebrow,
  subtitle,
  description,
  descriptionLimit = 320,
  image,
  details = [],
  prices = [],
  included = [],
  moreHref,
  labels,
  className,
}: PurchaseSummaryProps) {
  const messages = useBuiltInMessages(purchaseSummaryMessages, labels);
  const titleId = useId();
  const includedId = useId();
  const Title = `h${headingLevel}` as const;
  const SectionTitle = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section aria-labelledby={titleId} className={cx(styles.root, className)}>
      {image ? (
        <div className={styles.picture}>
          <Image
            image={image.image}
            host={image.host}
            alt=""
            width={640}
            height={360}
            mobileWidth={640}
            priority={image.priority}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <div className={styles.intro}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Title id={titleId} className={styles.title}>
            {title}
          </Title>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {description ? (
            <p className={styles.description}>{truncateText(description, descriptionLimit)}</p>
          ) : null}
        </div>
        {details.length > 0 ? (
          <dl className={styles.details}>
            {details.map((detail) => (
              <div key={detail.id} className={styles.detail} data-detail={detail.id}>
                <Icon name={detail.icon ?? 'info'} className={styles.detailIcon} />
                <dt className={styles.detailTerm}>{detail.label}</dt>
                <dd className={styles.detailValue}>{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {prices.length > 0 ? (
          <div className={styles.section}>
            <SectionTitle className={styles.sectionTitle}>{messages.prices}</SectionTitle>
            <dl className={styles.prices}>
              {prices.map((price) => (
                <div key={price.id} className={styles.priceRow} data-price={price.id}>
                  <dt className={styles.priceTerm}>
                    <span>{price.label}</span>
                    {price.note ? <span className={styles.priceNote}>{price.note}</span> : null}
                  </dt>
                  <dd className={styles.priceValue} {...price.attributes}>
                    <Price
                      cents={price.cents}
                      originalCents={price.originalCents}
                      kind={price.kind}
                      showLabel={false}
                    />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {included.length > 0 ? (
          <div className={styles.section}>
            <SectionTitle id={includedId} className={styles.sectionTitle}>
              {messages.included}
            </SectionTitle>
            <ul className={styles.included} aria-labelledby={includedId}>
              {included.map((item) => (
                <li key={item.id} className={styles.includedItem}>
                  <Icon name="check" size="sm" className={styles.includedIcon} />
                  <span>{item.label}</span>
                  {item.cents != null ? (
                    <Price
                      cents={item.cents}
                      originalCents={item.originalCents}
                      kind={item.originalCents != null ? 'combo' : 'single'}
                      showLabel={false}
                      size="sm"
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {moreHref ? (
          <Link href={moreHref} variant="standalone">
            {messages.more}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
