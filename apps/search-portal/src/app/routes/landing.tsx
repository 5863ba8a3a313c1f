import { useDocumentMeta } from '@souk/web';
import { SearchBox } from '../../features/search/components/search-box.js';
import { useShops } from '../../features/shops/api/get-shops.js';
import { ShopDirectory } from '../../features/shops/components/shop-directory.js';
import { useRestoreScroll } from '../../lib/scroll-memory.js';

/** The landing page: the search across every shop, with suggestions, and the directory of shops. */
export function Component() {
  useDocumentMeta({ title: 'Souk — Search every shop' });
  const shops = useShops();
  useRestoreScroll(!shops.isPending);
  return (
    <>
      <section className="border-b border-gray-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-12 text-center sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Find it in any shop</h1>
          <p className="max-w-xl text-muted">
            Search products from every independent seller on Souk, or browse the shops below.
          </p>
          <SearchBox size="lg" className="max-w-2xl" />
        </div>
      </section>
      <ShopDirectory className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6" />
    </>
  );
}
