import { BUY_AGAIN_UNAVAILABLE_MESSAGES, type BuyAgainItem, paths, productImage } from '@souk/core';
import { Link, Picture, Price, t } from '@souk/ui';
import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useShopMoney } from '../../../shop/components/shop-context.js';
import { oneUnitBody, useAddOneToCart } from '../api/add-one-to-cart.js';
import { useBuyAgain } from '../api/get-buy-again.js';
import { orderDateText } from '../lib/order-money.js';

function BuyAgainCard({ item, sellerName }: { item: BuyAgainItem; sellerName: string }) {
  const addToCart = useAddOneToCart();
  const { locale } = useShopMoney();
  const sold = item.status !== 'unavailable' && item.productId !== null;
  const productId = item.status === 'available' ? item.productId : null;
  return (
    <li className="flex gap-4 rounded-xl border border-gray-200 bg-white p-3">
      <Picture
        src={productImage([item.image])}
        alt=""
        width={80}
        height={80}
        sizes="80px"
        className={`size-20 shrink-0 rounded-lg bg-gray-50 object-cover ${sold ? '' : 'opacity-60 grayscale'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {sold && item.slug ? (
          <Link
            href={paths.productDetails(sellerName, item.slug)}
            className="truncate font-medium text-ink hover:text-brand-700 hover:underline"
          >
            {item.name}
          </Link>
        ) : (
          <p className="truncate font-medium text-ink">{item.name}</p>
        )}
        {item.price !== null && (
          <Price
            amount={item.price}
            discount={item.discount}
            currency={item.currency}
            locale={locale}
            size="sm"
          />
        )}
        <p className="text-xs text-muted">
          {t('Last ordered {date} · #{orderNumber}', {
            date: orderDateText(item.lastOrderedAt),
            orderNumber: item.orderNumber,
          })}
        </p>
        {productId ? (
          <button
            type="button"
            disabled={addToCart.isPending}
            onClick={() => addToCart.mutate(oneUnitBody(productId, item.image))}
            className={buttonClass('primary', 'sm', 'mt-1 self-start')}
          >
            <ShoppingCart aria-hidden="true" />
            {addToCart.isPending ? t('Adding...') : t('Add to cart')}
            {/* the visible text starts the accessible name (axe: label-content-name-mismatch) */}
            <span className="sr-only"> {item.name}</span>
          </button>
        ) : (
          <p className="mt-1 text-sm font-medium text-sale">
            {t(BUY_AGAIN_UNAVAILABLE_MESSAGES[item.status === 'available' ? 'unavailable' : item.status])}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * Buy again (issue 22), below the dashboard summary of a signed-in customer: each product of their
 * delivered orders at this shop once, as it is sold today, with one-tap Add to cart; a product out of stock
 * or no longer sold says so instead. Nothing shows until one of their orders here has been delivered.
 */
export function BuyAgain({ sellerName, customerId }: { sellerName: string; customerId: string }) {
  const id = useId();
  const query = useBuyAgain(sellerName, customerId);
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <p role="alert" className="p-6 text-center text-sale">
        {t(errorMessage(query.error, /*i18n*/ 'Failed to fetch products to buy again'))}
      </p>
    );
  }
  if (query.data.products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {t('Buy again')}
      </h2>
      <p className="text-sm text-muted">{t("From your delivered orders, at today's prices.")}</p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {query.data.products.map((item) => (
          <BuyAgainCard
            key={item.productId ?? `${item.slug}/${item.name}`}
            item={item}
            sellerName={sellerName}
          />
        ))}
      </ul>
    </section>
  );
}
