import { responsiveImage, type SellerBanner, SellerBannerInputSchema } from '@souk/core';
import { Modal, t, toast, useDebouncedValue } from '@souk/ui';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Pencil } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { api } from '../../../lib/api-client.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useShop } from '../../../shop/components/shop-context.js';
import { adminApi, uploadImage } from '../api/admin-api.js';
import { AdminField } from './admin-field.js';
import { fieldErrors } from './field-errors.js';

export const BANNER_SAVED = /*i18n*/ 'Banner saved';

/** The query keys of the banner editor's reads. */
export const adminBannerKeys = {
  banners: ['admin-mode', 'banners'] as const,
  products: (sellerId: string, term: string) => ['admin-mode', 'products', sellerId, term] as const,
};

/**
 * Admin mode's banner edit (issue 18): a button on the shop's banner carousel opens the shop's banners,
 * each with a new image (uploaded to POST /seller/media), a link or a product it opens; saved with PUT
 * /seller/banners/{id}. `queryKey` is the carousel's cache, refreshed after a save.
 */
export function BannerEditor({ queryKey }: { queryKey: QueryKey }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass('outline', 'sm', 'absolute end-3 top-3 z-10 border-amber-500 shadow-md')}
      >
        <Pencil aria-hidden="true" />
        {t('Edit banners')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('Edit banners')} size="lg">
        {open && <BannerList queryKey={queryKey} />}
      </Modal>
    </>
  );
}

function BannerList({ queryKey }: { queryKey: QueryKey }) {
  const banners = useQuery({ queryKey: adminBannerKeys.banners, queryFn: () => adminApi.banners() });
  if (banners.isPending) {
    return (
      <p role="status" className="p-6 text-muted">
        {t('Loading banners...')}
      </p>
    );
  }
  if (banners.isError) {
    return (
      <p role="alert" className="p-6 text-sale">
        {t(errorMessage(banners.error, /*i18n*/ 'Failed to load your banners'))}
      </p>
    );
  }
  if (banners.data.banners.length === 0) {
    return <p className="p-6 text-muted">{t('This shop has no banners yet: add them in the console.')}</p>;
  }
  return (
    <ol className="flex flex-col gap-4 overflow-y-auto p-4 sm:p-6">
      {banners.data.banners.map((banner, index) => (
        <li key={banner._id}>
          <BannerForm banner={banner} number={index + 1} queryKey={queryKey} />
        </li>
      ))}
    </ol>
  );
}

interface BannerFormProps {
  banner: SellerBanner;
  number: number;
  queryKey: QueryKey;
}

function BannerForm({ banner, number, queryKey }: BannerFormProps) {
  const queryClient = useQueryClient();
  const shop = useShop();
  const searchId = useId();
  const fileId = useId();
  const productId = useId();
  const [image, setImage] = useState(banner.image);
  const [link, setLink] = useState(banner.link ?? '');
  const [product, setProduct] = useState(banner.productId ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  // the products shoppers can open: the shop's own published catalogue, searched by name
  const found = useQuery({
    queryKey: adminBannerKeys.products(shop.id, term),
    queryFn: () => api.catalogue.queryProducts(shop.id, term ? { searchValue: term } : {}),
  });

  const upload = useMutation({ mutationFn: uploadImage, onSuccess: setImage });
  const save = useMutation({
    mutationFn: (input: Parameters<typeof adminApi.saveBanner>[1]) => adminApi.saveBanner(banner._id, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: adminBannerKeys.banners }),
      ]);
      toast.success(t(BANNER_SAVED));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SellerBannerInputSchema.safeParse({
      image,
      productId: product || null,
      link: link.trim() || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const preview = responsiveImage(image)?.src ?? image;
  const choices = (found.data?.products ?? []).map((item) => ({ id: item._id, name: item.name }));
  // the chosen product stays on the list while a search shows others
  if (product && !choices.some((option) => option.id === product)) {
    choices.unshift({
      id: product,
      name: product === banner.productId ? t('The current product') : t('The chosen product'),
    });
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('Banner {number}', { number })}
      className="grid gap-4 rounded-lg border border-gray-200 p-4 md:grid-cols-[16rem_1fr]"
    >
      <div className="flex flex-col gap-2">
        <img
          src={preview}
          alt={t('Banner {number}', { number })}
          className="aspect-[16/5] w-full rounded object-cover"
        />
        <label htmlFor={fileId} className={buttonClass('outline', 'sm', 'cursor-pointer')}>
          <ImageUp aria-hidden="true" />
          {upload.isPending ? t('Uploading...') : t('Change image')}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-describedby={upload.isError || errors.image ? `${fileId}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
        {(upload.isError || errors.image) && (
          <p id={`${fileId}-error`} role="alert" className="text-sm text-sale">
            {t(
              upload.isError
                ? errorMessage(upload.error, /*i18n*/ 'The upload failed')
                : (errors.image ?? ''),
            )}
          </p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-ink">
            {t('Find a product')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // Enter searches as the user types; it must not save the banner
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            className="mb-2 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink"
          />
          <label htmlFor={productId} className="mb-1 block text-sm font-medium text-ink">
            {t('Product it opens')}
          </label>
          <select
            id={productId}
            value={product}
            onChange={(event) => setProduct(event.target.value)}
            aria-invalid={errors.productId ? true : undefined}
            aria-describedby={errors.productId ? `${productId}-error` : undefined}
            className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink"
          >
            <option value="">{t('No product (use the link)')}</option>
            {choices.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          {errors.productId && (
            <p id={`${productId}-error`} className="mt-1 text-sm text-sale">
              {t(errors.productId)}
            </p>
          )}
        </div>
        <AdminField
          label={t('Link')}
          hint={t('A path on this site or an http(s) address; used when no product is chosen.')}
          value={link}
          onChange={setLink}
          error={errors.link}
        />
        {save.isError && (
          <p role="alert" className="text-sm text-sale">
            {t(errorMessage(save.error, /*i18n*/ 'Failed to save the banner'))}
          </p>
        )}
        <div>
          <button
            type="submit"
            disabled={save.isPending || upload.isPending}
            className={buttonClass('primary', 'sm')}
          >
            {save.isPending ? t('Saving...') : t('Save banner {number}', { number })}
          </button>
        </div>
      </div>
    </form>
  );
}
