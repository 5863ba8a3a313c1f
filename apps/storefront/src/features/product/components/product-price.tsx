import { Price } from '@souk/ui';
import { useShopMoney } from '../../../shop/components/shop-context.js';

export interface ProductPriceProps {
  price: number;
  discount: number;
  currency: string;
  className?: string;
}

/** The product page's price: the kit's `Price` at page size, in the shop's locale (the unit price the cart charges, spec §9). */
export function ProductPrice({ price, discount, currency, className }: ProductPriceProps) {
  const { locale } = useShopMoney();
  return (
    <Price
      amount={price}
      discount={discount}
      currency={currency}
      locale={locale}
      size="lg"
      className={className}
    />
  );
}
