import {
  fieldErrorsFromIssues,
  type SellerBanner,
  type SellerBannerInput,
  SellerBannerInputSchema,
} from '@souk/core';
import { useDebouncedValue } from '@souk/ui';
import type * as React from 'react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { FIELD_CLASS, TextField } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useImageInput } from '../../../lib/image-input.js';
import { useProductChoices } from '../api/shop-content-queries.js';

type Target = 'none' | 'product' | 'link';

export const BANNER_IMAGE_REQUIRED = 'Add the banner image';
type Errors = Partial<Record<keyof SellerBannerInput, string>>;

export interface BannerFormProps {
  banner?: SellerBanner;
  /** The name of the banner's product, when known. */
  productName?: string | undefined;
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: SellerBannerInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** A banner: its image, and what a tap opens — one of the shop's products, a link, or nothing. */
export function BannerForm({ banner, productName, submitLabel, busy, onSubmit, onCancel }: BannerFormProps) {
  const id = useId();
  const ImageInput = useImageInput();
  const [image, setImage] = useState(banner?.image ?? '');
  const [target, setTarget] = useState<Target>(
    banner?.productId ? 'product' : banner?.link ? 'link' : 'none',
  );
  const [productId, setProductId] = useState(banner?.productId ?? '');
  const [link, setLink] = useState(banner?.link ?? '');
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const debounced = useDebouncedValue(search, 250);
  const choices = useProductChoices(debounced.trim(), target === 'product');
  const products = choices.data?.products ?? [];
  const listed = products.some((product) => product._id === productId);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SellerBannerInputSchema.safeParse({
      image,
      productId: target === 'product' && productId ? productId : null,
      link: target === 'link' ? link : null,
    });
    const next: Errors = parsed.success
      ? {}
      : fieldErrorsFromIssues<keyof SellerBannerInput>(parsed.error.issues);
    if (!image.trim()) next.image = BANNER_IMAGE_REQUIRED;
    if (target === 'product' && !productId) next.productId = 'Choose a product';
    if (target === 'link' && !link.trim()) next.link = 'Enter a link';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    try {
      await onSubmit(parsed.data);
      if (!banner) {
        setImage('');
        setTarget('none');
        setProductId('');
        setLink('');
      }
    } catch (error) {
      const message = errorMessage(error, 'Could not save the banner');
      setErrors(/product/i.test(message) ? { productId: message } : { image: message });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ImageInput
        label="Banner image"
        value={image}
        error={errors.image}
        onChange={(value) => {
          setImage(value);
          setErrors((current) => ({ ...current, image: undefined }));
        }}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">When tapped, the banner opens</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(
            [
              ['none', 'Nothing'],
              ['product', 'A product'],
              ['link', 'A link'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-target`}
                value={value}
                checked={target === value}
                onChange={() => setTarget(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {target === 'product' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Search your products"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div>
            <label htmlFor={`${id}-product`} className="mb-1.5 block text-sm font-medium text-ink">
              Product
            </label>
            <select
              id={`${id}-product`}
              value={productId}
              aria-invalid={errors.productId ? true : undefined}
              aria-describedby={errors.productId ? `${id}-product-error` : undefined}
              onChange={(event) => {
                setProductId(event.target.value);
                setErrors((current) => ({ ...current, productId: undefined }));
              }}
              className={`${FIELD_CLASS} ${errors.productId ? 'border-sale' : 'border-gray-300'}`}
            >
              <option value="">Choose a product</option>
              {productId && !listed && (
                <option value={productId}>{productName ?? 'The current product'}</option>
              )}
              {products.map((product) => (
                <option key={product._id} value={product._id}>
                  {product.name}
                </option>
              ))}
            </select>
            {choices.isError && (
              <p className="mt-1 text-sm text-sale">
                {errorMessage(choices.error, 'Failed to load products')}
              </p>
            )}
            {errors.productId && (
              <p id={`${id}-product-error`} className="mt-1 text-sm text-sale">
                {errors.productId}
              </p>
            )}
          </div>
        </div>
      )}
      {target === 'link' && (
        <TextField
          label="Link"
          placeholder="/my-shop/search-products?category=Sale or https://…"
          value={link}
          error={errors.link}
          hint="A path on this site or a full https:// address."
          onChange={(event) => {
            setLink(event.target.value);
            setErrors((current) => ({ ...current, link: undefined }));
          }}
        />
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('outline')} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
