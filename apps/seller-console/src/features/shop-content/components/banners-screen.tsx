import type { SellerBanner } from '@souk/core';
import { EmptyState, Modal, toast } from '@souk/ui';
import { ArrowDown, ArrowUp, GalleryHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { PageHeader } from '../../../components/page-header.js';
import { errorMessage } from '../../../lib/error-message.js';
import { moveItem } from '../../../lib/move-item.js';
import {
  useCreateBanner,
  useDeleteBanner,
  useReorderBanners,
  useUpdateBanner,
} from '../api/shop-content-actions.js';
import { useBanners, useProductChoices } from '../api/shop-content-queries.js';
import { BannerForm } from './banner-form.js';

/** The shop home's banners in carousel order: add, edit, move up and down, delete. */
export function BannersScreen() {
  const banners = useBanners();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  // the first products by name: enough to name the banners' products in most shops
  const names = useProductChoices('', true);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SellerBanner | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = banners.data?.banners;
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);

  // keep the keyboard on the moved banner once the list shows the new order
  useEffect(() => {
    const target = refocus.current;
    if (!target || !list) return;
    refocus.current = null;
    const other = target.direction === 'up' ? 'down' : 'up';
    const button =
      document.querySelector<HTMLButtonElement>(
        `[data-move="${target.direction}-${target.id}"]:not(:disabled)`,
      ) ?? document.querySelector<HTMLButtonElement>(`[data-move="${other}-${target.id}"]`);
    button?.focus();
  }, [list]);
  const productName = (id: string | null) =>
    id ? names.data?.products.find((product) => product._id === id)?.name : undefined;

  function targetText(banner: SellerBanner): string {
    if (banner.productId) return `Opens ${productName(banner.productId) ?? 'a product of your shop'}`;
    if (banner.link) return `Opens ${banner.link}`;
    return 'Opens nothing';
  }

  function move(index: number, to: number) {
    if (!list || reorder.isPending) return;
    const moved = list[index];
    if (!moved) return;
    refocus.current = { id: moved._id, direction: to < index ? 'up' : 'down' };
    const ids = moveItem(
      list.map((banner) => banner._id),
      index,
      to,
    );
    reorder.mutate(ids, {
      onSuccess: () => setAnnouncement(`Banner ${index + 1} moved to position ${to + 1} of ${ids.length}`),
      onError: (error) => toast.error(errorMessage(error, 'Could not reorder the banners')),
    });
  }

  return (
    <>
      <PageHeader
        title="Banners"
        description="The pictures at the top of your shop's home page, in this order."
      />
      <section aria-labelledby="add-banner" className="mb-6 rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="add-banner" className="mb-4 text-lg font-semibold text-ink">
          Add a banner
        </h2>
        <BannerForm
          submitLabel="Add banner"
          busy={create.isPending}
          onSubmit={(input) => create.mutateAsync(input).then(() => toast.success('Banner added'))}
        />
      </section>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {banners.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading banners…
        </p>
      )}
      {banners.isError && !list && (
        <LoadFailed
          message={errorMessage(banners.error, 'Failed to load banners')}
          onRetry={() => void banners.refetch()}
        />
      )}
      {list && list.length === 0 && (
        <EmptyState
          icon={<GalleryHorizontal />}
          title="No banners yet"
          description="Your shop's home page starts with its products until you add one."
        />
      )}
      {list && list.length > 0 && (
        <ol aria-label="Banners" className="space-y-3">
          {list.map((banner, index) => (
            <li key={banner._id} className="rounded-xl border border-gray-200 bg-white p-4">
              {editing === banner._id ? (
                <BannerForm
                  banner={banner}
                  productName={productName(banner.productId)}
                  submitLabel="Save banner"
                  busy={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(input) =>
                    update.mutateAsync({ id: banner._id, input }).then(() => {
                      setEditing(null);
                      toast.success('Banner saved');
                    })
                  }
                />
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                  <img
                    src={banner.image}
                    alt={`Banner ${index + 1}`}
                    width={240}
                    height={90}
                    className="aspect-[8/3] w-full rounded-lg bg-gray-100 object-cover sm:w-60"
                  />
                  <p className="min-w-0 flex-1 text-sm break-words text-ink">{targetText(banner)}</p>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      data-move={`up-${banner._id}`}
                      aria-label={`Move banner ${index + 1} up`}
                      disabled={index === 0}
                      className={buttonClass('outline', 'sm')}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      data-move={`down-${banner._id}`}
                      aria-label={`Move banner ${index + 1} down`}
                      disabled={index === list.length - 1}
                      className={buttonClass('outline', 'sm')}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      aria-label={`Edit banner ${index + 1}`}
                      className={buttonClass('outline', 'sm')}
                      onClick={() => setEditing(banner._id)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      aria-label={`Delete banner ${index + 1}`}
                      className={buttonClass('outline', 'sm', 'text-sale')}
                      onClick={() => setDeleting(banner)}
                    >
                      Delete
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {deleting && (
        <Modal
          open
          size="sm"
          title="Delete this banner?"
          description="It leaves your shop's home page at once."
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        >
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonClass('outline')} onClick={() => setDeleting(null)}>
              Keep it
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              className={buttonClass('primary', 'md', 'bg-sale hover:bg-sale/90 disabled:hover:bg-sale')}
              onClick={() =>
                remove.mutate(deleting._id, {
                  onSuccess: () => {
                    toast.success('Banner deleted');
                    setDeleting(null);
                  },
                  onError: (error) => toast.error(errorMessage(error, 'Could not delete the banner')),
                })
              }
            >
              Delete banner
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
