import { Alert, Link, Stack } from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import type { ProductRefusal, PurchaseType } from '../../lib/guards/product-purchase';
import { useLang, useT } from '../commerce/forms';
import { ProductForm } from './ProductForm';
import { ProductSummary } from './ProductSummary';
import { HeldPlaceIsland } from '../../components/Island';
import { FormCheck } from '../../components/FormCheck';
import { PurchasePage } from './PurchasePage';
import { localizedName } from './summary';
import type { SummaryData } from './summary';

export interface ProductPageData {
  tipo: PurchaseType;
  product: Listino;
  summary: SummaryData;
  /** Why the shop would refuse the product (off sale, sold out, another kind): no form then. */
  unavailable?: ProductRefusal | null;
  /** The messages of the page's island (ProductForm's productMessagePaths: a held place). */
  messages?: Record<string, unknown>;
}

/**
 * A card, a gift card (for oneself or for someone else) or a museum pass: what it is, then its
 * rate, the number wanted, the recipient or the pass holder, and the way into the cart. The page
 * is not hydrated: the server renders it whole, the page script runs the form without React
 * (ProductForm), and an island (app/enhance/purchase.tsx) is loaded only when this browser may
 * hold a queue place, to show it.
 */
export function ProductScreen({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  const { tipo, product, summary } = data;
  const name = localizedName(product.nome, lang) || summary.title;
  const title = t(`commerce.purchase.title.${tipo}`, { name });

  if (data.unavailable) {
    return (
      <PurchasePage title={title} summary={<ProductSummary summary={summary} />}>
        <Stack gap="md">
          <Alert tone="warning" announce={false}>
            {t(`commerce.lineErrors.${data.unavailable}`)}
          </Alert>
          <Link href={`/${lang}`} appearance="button">
            {t('commerce.cart.continueShopping')}
          </Link>
        </Stack>
      </PurchasePage>
    );
  }

  return (
    <PurchasePage title={title} summary={<ProductSummary summary={summary} />}>
      <ProductForm lang={lang} tipo={tipo} product={product} name={name} />
      <HeldPlaceIsland lang={lang} messages={data.messages} />
      <FormCheck />
    </PurchasePage>
  );
}
