import { Price } from '@souk/ui';

export interface ProductPriceProps {
  price: number;
  discount: number;
  currency: string;
  className?: string;
}

/** The product page's price: the kit's `Price` at page size (the unit price the cart charges, spec §9). */
export function ProductPrice({ price, discount, currency, className }: ProductPriceProps) {
  return <Price amount={price} discount={discount} currency={currency} size="lg" className={className} />;
}
