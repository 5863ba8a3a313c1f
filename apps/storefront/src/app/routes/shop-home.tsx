import { Price } from '@souk/ui';
import { useQuery } from '@tanstack/react-query';
import { useShop } from '../../features/seller/components/shop-context.js';
import { api } from '../../lib/api-client.js';

/** Shop home (spec §2); the full screen arrives with the storefront screens. */
export function Component() {
  const seller = useShop();
  const home = useQuery({
    queryKey: ['home', seller.id],
    queryFn: () => api.catalogue.getHomeProducts(seller.id),
  });
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-2xl font-semibold">Featured Products</h1>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {home.data?.products.map((product) => (
          <li key={product._id} className="rounded border p-3">
            <p className="font-medium">{product.name}</p>
            <Price amount={product.price} discount={product.discount} currency={product.currency} />
          </li>
        ))}
      </ul>
    </main>
  );
}
