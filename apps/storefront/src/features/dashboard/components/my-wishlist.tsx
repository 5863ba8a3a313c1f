import { discountBadge, paths, productImage, type WishlistItem } from '@souk/core';
import { Link, Picture, Price, RatingStars, t } from '@souk/ui';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useShopperIdentity } from '../../../lib/shopper-identity.js';
import { useShopMoney } from '../../../shop/components/shop-context.js';
import { oneUnitBody, useAddOneToCart } from '../api/add-one-to-cart.js';
import { useWishlist } from '../api/get-wishlist.js';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item.js';

// issue 22: the alert button loads when shown, after hydration — imported here, not by a module both
// screens share, so it adds no chunk to what the shop's entry lists for them
const ProductAlert = lazy(() =>
  import('../../../shop/components/product-alert.js').then((module) => ({ default: module.ProductAlert })),
);

function WishlistCard({ item, sellerName }: { item: WishlistItem; sellerName: string }) {
  const addToCart = useAddOneToCart();
  const { locale } = useShopMoney();
  const remove = useRemoveWishlistItem();
  const badge = discountBadge(item.discount);
  const href = paths.productDetails(sellerName, item.slug);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      <div className="relative aspect-square bg-gray-50">
        {badge && (
          <span className="absolute start-2 top-2 z-10 rounded-full bg-sale px-2 py-0.5 text-xs font-semibold text-white">
            {badge}
          </span>
        )}
        <Picture
          src={productImage([item.image])}
          alt=""
          width={240}
          height={240}
          // the wishlist grid (1/2/3/4 columns) beside the dashboard's menu from 768 px
          sizes="(min-width:1280px) 240px,(min-width:768px) 25vw,(min-width:321px) 50vw,calc(100vw - 32px)"
          className="size-full object-cover"
        />
        <div className="absolute end-2 top-2 flex flex-col gap-2">
          <button
            type="button"
            aria-label={t('Add {name} to cart', { name: item.name })}
            disabled={addToCart.isPending}
            onClick={() => addToCart.mutate(oneUnitBody(item.productId, item.image))}
            className={buttonClass('outline', 'icon', 'rounded-full')}
          >
            <ShoppingCart aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={t('Remove {name} from wishlist', { name: item.name })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(item._id)}
            className={buttonClass('outline', 'icon', 'rounded-full text-sale hover:text-sale')}
          >
            <Trash2 aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Link href={href} className="font-medium text-ink hover:text-brand-700 hover:underline">
          {item.name}
        </Link>
        <Price
          amount={item.price}
          discount={item.discount}
          currency={item.currency}
          locale={locale}
          showBadge={false}
        />
        <RatingStars rating={item.rating} />
        <div className="mt-2">
          <Suspense>
            <ProductAlert
              productId={item.productId}
              kind="price_drop"
              className="h-auto min-h-10 w-full py-2"
            />
          </Suspense>
        </div>
      </div>
    </li>
  );
}

/**
 * The wishlist grid (spec §2 Dashboard): 4 columns, 3, 2 and 1 on smaller screens; each card with the
 * discount badge, image, add to cart, a link to the product, name, price in its currency, rating and remove,
 * and "Tell me if the price drops" (issue 22).
 */
export function MyWishlist({ sellerName }: { sellerName: string }) {
  const id = useId();
  const identity = useShopperIdentity();
  const wishlist = useWishlist(identity);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
        {t('Wishlist')}
      </h1>
      {wishlist.isPending ? (
        <p role="status" className="p-6 text-center text-muted">
          {t('Loading wishlist...')}
        </p>
      ) : wishlist.isError ? (
        <p role="alert" className="p-6 text-center text-sale">
          {t(errorMessage(wishlist.error, /*i18n*/ 'Failed to fetch wishlist'))}
        </p>
      ) : wishlist.data.wishlists.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center text-muted">
          <Heart aria-hidden="true" className="mx-auto mb-2 size-8" />
          <p>{t('Your wishlist is empty.')}</p>
          <Link href={paths.shops(sellerName)} className={buttonClass('primary', 'md', 'mt-4')}>
            {t('Start Shopping')}
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 min-[321px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {wishlist.data.wishlists.map((item) => (
            <WishlistCard key={item._id} item={item} sellerName={sellerName} />
          ))}
        </ul>
      )}
    </section>
  );
}
