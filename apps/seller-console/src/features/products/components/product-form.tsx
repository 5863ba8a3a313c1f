import { ADDON_TYPES, ApiError, MAX_PRODUCT_IMAGES, type SellerProduct } from '@souk/core';
import { toast } from '@souk/ui';
import { Plus, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { TextField } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useCategories } from '../api/get-categories.js';
import { useSaveProduct } from '../api/save-product.js';
import {
  type AddonValues,
  emptyAddon,
  emptyOption,
  emptyTier,
  type FieldErrors,
  newProductValues,
  type ProductFormValues,
  productValues,
  serverFieldError,
  shownSlug,
  validateProduct,
} from '../product-form-values.js';
import { CheckboxField, FormSection, GroupError, SelectField } from './form-fields.js';
import { UnsavedChangesGuard } from './unsaved-changes-guard.js';

/**
 * The image inputs, the media feature's uploaders: the route hands them in, so the features stay apart.
 */
export interface ProductImageFields {
  ImageList: React.ComponentType<{
    label: string;
    value: readonly string[];
    onChange: (images: string[]) => void;
    max?: number;
    error?: string | undefined;
  }>;
  Image: React.ComponentType<{
    label: string;
    value: string;
    onChange: (image: string) => void;
    error?: string | undefined;
  }>;
}

export interface ProductFormProps {
  imageFields: ProductImageFields;
  /** The product to edit; none to create one. */
  product?: SellerProduct | undefined;
  /** A new product's currency (the shop's). */
  currency?: string;
  /** After a product is created: the console opens its edit page. */
  onCreated?: (product: SellerProduct) => void;
}

const SLUG_REDIRECT_NOTE = 'This product is live: the old address will redirect here.';

// the field the browser focuses for an error: the input of that name, else the first control of its group
function focusField(form: HTMLFormElement, key: string): boolean {
  const target =
    form.querySelector<HTMLElement>(`[name="${CSS.escape(key)}"]`) ??
    form.querySelector<HTMLElement>(`[data-field="${CSS.escape(key)}"] :is(input, select, textarea, button)`);
  if (!target) return false;
  target.focus();
  return true;
}

/**
 * The product form, for a new product and an existing one: every field of the API's product input,
 * validated with the API's own schema on submit and when a touched field is left, each message at its
 * field; the server's refusals are shown at the field they name. Leaving with unsaved edits asks first.
 */
export function ProductForm({ imageFields, product, currency = 'USD', onCreated }: ProductFormProps) {
  const { ImageList: ImageListInput, Image: ImageInput } = imageFields;
  const [initial, setInitial] = useState(() =>
    product ? productValues(product) : newProductValues(currency),
  );
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<SellerProduct | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useCategories();
  const save = useSaveProduct(product?._id);

  const validation = useMemo(() => validateProduct(values), [values]);
  const schemaErrors = validation.ok ? {} : validation.errors;
  const errors: FieldErrors = { ...serverErrors };
  for (const [key, message] of Object.entries(schemaErrors)) {
    if (submitted || touched.has(key)) errors[key] ??= message;
  }
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  // opened once the new product is saved and the form is clean again, so leaving is not questioned
  useEffect(() => {
    if (created && !dirty) onCreated?.(created);
  }, [created, dirty, onCreated]);

  function change(changes: Partial<ProductFormValues>) {
    setValues((current) => ({ ...current, ...changes }));
    setServerErrors({});
    setFormError(null);
  }

  function blur(event: React.FocusEvent<HTMLFormElement>) {
    const name = (event.target as unknown as HTMLInputElement).name;
    if (name && !touched.has(name)) setTouched(new Set(touched).add(name));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (!validation.ok) {
      const form = formRef.current;
      if (form) Object.keys(validation.errors).some((key) => focusField(form, key));
      return;
    }
    save.mutate(validation.input, {
      onSuccess: ({ product: saved }) => {
        const next = productValues(saved);
        setInitial(next);
        setValues(next);
        setTouched(new Set());
        setSubmitted(false);
        if (product) {
          toast.success('Product saved');
        } else {
          toast.success('Product created');
          setCreated(saved);
        }
      },
      onError: (error) => {
        const text = errorMessage(error, 'Could not save the product');
        const status = error instanceof ApiError ? error.status : 0;
        const field = status === 400 ? serverFieldError(error.message) : null;
        const form = formRef.current;
        if (status === 409) {
          setServerErrors({ slug: text });
          if (form) focusField(form, 'slug');
        } else if (field && form && focusField(form, field.field)) {
          setServerErrors({ [field.field]: field.message });
        } else {
          setFormError(text);
        }
      },
    });
  }

  const slug = shownSlug(values);
  const slugNote =
    product?.published && slug !== product.slug
      ? SLUG_REDIRECT_NOTE
      : values.slugEdited
        ? 'Lower-case letters, digits and hyphens.'
        : 'Made from the name until you change it.';
  const categoryOptions = [
    { value: '', label: 'No category' },
    ...(categories.data ?? []).map((category) => ({ value: category.name, label: category.name })),
  ];
  if (values.category && !categoryOptions.some((option) => option.value === values.category)) {
    categoryOptions.push({ value: values.category, label: values.category });
  }
  const setTier = (index: number, changes: Partial<ProductFormValues['bulkPricing'][number]>) =>
    change({
      bulkPricing: values.bulkPricing.map((tier, i) => (i === index ? { ...tier, ...changes } : tier)),
    });
  const setAddon = (index: number, changes: Partial<AddonValues>) =>
    change({ addons: values.addons.map((addon, i) => (i === index ? { ...addon, ...changes } : addon)) });

  return (
    <form ref={formRef} noValidate onSubmit={submit} onBlur={blur} className="space-y-6">
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <FormSection title="Product">
        <TextField
          label="Name"
          name="name"
          required
          maxLength={200}
          value={values.name}
          error={errors.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          label="Slug"
          name="slug"
          maxLength={120}
          value={slug}
          error={errors.slug}
          hint={slugNote}
          onChange={(event) => change({ slug: event.target.value, slugEdited: event.target.value !== '' })}
        />
        <TextField
          label="Description"
          name="description"
          multiline
          rows={6}
          value={values.description}
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <div data-field="images">
          <ImageListInput
            label={`Images (up to ${MAX_PRODUCT_IMAGES}, the first is the main one)`}
            value={values.images}
            max={MAX_PRODUCT_IMAGES}
            error={errors.images}
            onChange={(images) => change({ images })}
          />
        </div>
      </FormSection>

      <FormSection title="Price and stock">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label="Price"
            name="price"
            inputMode="decimal"
            required
            value={values.price}
            error={errors.price}
            onChange={(event) => change({ price: event.target.value })}
          />
          <TextField
            label="Discount (%)"
            name="discount"
            inputMode="decimal"
            value={values.discount}
            error={errors.discount}
            onChange={(event) => change({ discount: event.target.value })}
          />
          <TextField
            label="Currency"
            name="currency"
            maxLength={3}
            autoCapitalize="characters"
            value={values.currency}
            error={errors.currency}
            onChange={(event) => change({ currency: event.target.value })}
          />
          <TextField
            label="Pack size"
            name="packSize"
            inputMode="numeric"
            value={values.packSize}
            error={errors.packSize}
            hint="Units sold together as one"
            onChange={(event) => change({ packSize: event.target.value })}
          />
          <TextField
            label="Stock"
            name="stock"
            inputMode="numeric"
            value={values.stock}
            error={errors.stock}
            onChange={(event) => change({ stock: event.target.value })}
          />
        </div>
        <CheckboxField
          label="Show the stock quantity to shoppers"
          name="showStockQuantity"
          checked={values.showStockQuantity}
          error={errors.showStockQuantity}
          onChange={(event) => change({ showStockQuantity: event.target.checked })}
        />
      </FormSection>

      <FormSection title="Bulk pricing" description="A lower price for buying a number of units at once.">
        <div data-field="bulkPricing" className="space-y-3">
          {values.bulkPricing.map((tier, index) => (
            <fieldset
              key={tier.key}
              className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[8rem_8rem_1fr_auto] sm:items-start"
            >
              <legend className="sr-only">Tier {index + 1}</legend>
              <TextField
                label={`Tier ${index + 1} quantity`}
                name={`bulkPricing.${index}.quantity`}
                inputMode="numeric"
                value={tier.quantity}
                error={errors[`bulkPricing.${index}.quantity`]}
                onChange={(event) => setTier(index, { quantity: event.target.value })}
              />
              <TextField
                label={`Tier ${index + 1} price`}
                name={`bulkPricing.${index}.price`}
                inputMode="decimal"
                value={tier.price}
                error={errors[`bulkPricing.${index}.price`]}
                onChange={(event) => setTier(index, { price: event.target.value })}
              />
              <TextField
                label={`Tier ${index + 1} description`}
                name={`bulkPricing.${index}.description`}
                maxLength={200}
                value={tier.description}
                error={errors[`bulkPricing.${index}.description`]}
                onChange={(event) => setTier(index, { description: event.target.value })}
              />
              <button
                type="button"
                className={buttonClass('outline', 'md', 'sm:mt-7')}
                onClick={() => change({ bulkPricing: values.bulkPricing.filter((_, i) => i !== index) })}
              >
                <Trash2 aria-hidden="true" />
                Remove tier {index + 1}
              </button>
            </fieldset>
          ))}
          <GroupError id="bulkPricing-error" message={errors.bulkPricing} />
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() => change({ bulkPricing: [...values.bulkPricing, emptyTier()] })}
          >
            <Plus aria-hidden="true" />
            Add tier
          </button>
        </div>
      </FormSection>

      <FormSection title="Add-ons" description="Questions a shopper answers when buying, with extra prices.">
        <div data-field="addons" className="space-y-4">
          {values.addons.map((addon, index) => (
            <fieldset key={addon.key} className="space-y-3 rounded-lg border border-gray-200 p-3">
              <legend className="px-1 text-sm font-semibold text-ink">Add-on {index + 1}</legend>
              <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
                <TextField
                  label={`Add-on ${index + 1} question`}
                  name={`addons.${index}.question`}
                  maxLength={200}
                  value={addon.question}
                  error={errors[`addons.${index}.question`]}
                  onChange={(event) => setAddon(index, { question: event.target.value })}
                />
                <SelectField
                  label={`Add-on ${index + 1} type`}
                  name={`addons.${index}.type`}
                  value={addon.type}
                  error={errors[`addons.${index}.type`]}
                  options={ADDON_TYPES.map((type) => ({ value: type, label: type }))}
                  onChange={(event) => setAddon(index, { type: event.target.value })}
                />
              </div>
              <div data-field={`addons.${index}.options`} className="space-y-2">
                {addon.options.map((option, optionIndex) => {
                  const path = `addons.${index}.options.${optionIndex}`;
                  const setOption = (changes: Partial<typeof option>) =>
                    setAddon(index, {
                      options: addon.options.map((item, i) =>
                        i === optionIndex ? { ...item, ...changes } : item,
                      ),
                    });
                  return (
                    <div key={option.key} className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-start">
                      <TextField
                        label={`Option ${optionIndex + 1} text`}
                        name={`${path}.text`}
                        maxLength={200}
                        value={option.text}
                        error={errors[`${path}.text`]}
                        onChange={(event) => setOption({ text: event.target.value })}
                      />
                      <TextField
                        label={`Option ${optionIndex + 1} price`}
                        name={`${path}.price`}
                        inputMode="decimal"
                        value={option.price}
                        error={errors[`${path}.price`]}
                        onChange={(event) => setOption({ price: event.target.value })}
                      />
                      <button
                        type="button"
                        className={buttonClass('ghost', 'icon', 'sm:mt-7')}
                        onClick={() =>
                          setAddon(index, { options: addon.options.filter((_, i) => i !== optionIndex) })
                        }
                      >
                        <Trash2 aria-hidden="true" />
                        <span className="sr-only">
                          Remove option {optionIndex + 1} of add-on {index + 1}
                        </span>
                      </button>
                    </div>
                  );
                })}
                <GroupError
                  id={`addons-${index}-options-error`}
                  message={errors[`addons.${index}.options`]}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass('outline', 'sm')}
                  onClick={() => setAddon(index, { options: [...addon.options, emptyOption()] })}
                >
                  <Plus aria-hidden="true" />
                  Add option
                </button>
                <button
                  type="button"
                  className={buttonClass('outline', 'sm')}
                  onClick={() => change({ addons: values.addons.filter((_, i) => i !== index) })}
                >
                  <Trash2 aria-hidden="true" />
                  Remove add-on {index + 1}
                </button>
              </div>
            </fieldset>
          ))}
          <GroupError id="addons-error" message={errors.addons} />
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() => change({ addons: [...values.addons, emptyAddon()] })}
          >
            <Plus aria-hidden="true" />
            Add add-on
          </button>
        </div>
      </FormSection>

      <FormSection title="Organisation">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Brand"
            name="brand"
            maxLength={100}
            value={values.brand}
            error={errors.brand}
            onChange={(event) => change({ brand: event.target.value })}
          />
          <SelectField
            label="Category"
            name="category"
            value={values.category}
            error={errors.category}
            options={categoryOptions}
            onChange={(event) => change({ category: event.target.value })}
          />
        </div>
        <CheckboxField
          label="Published"
          name="published"
          hint="Shoppers see a published product in the shop, search and the portal."
          checked={values.published}
          error={errors.published}
          onChange={(event) => change({ published: event.target.checked })}
        />
      </FormSection>

      <FormSection title="Search engines" description="How the product's page shows in search results.">
        <TextField
          label="SEO title"
          name="seoTitle"
          maxLength={120}
          value={values.seoTitle}
          error={errors.seoTitle}
          hint={`${values.seoTitle.length} / 120`}
          onChange={(event) => change({ seoTitle: event.target.value })}
        />
        <TextField
          label="SEO description"
          name="seoDescription"
          multiline
          rows={3}
          maxLength={320}
          value={values.seoDescription}
          error={errors.seoDescription}
          hint={`${values.seoDescription.length} / 320`}
          onChange={(event) => change({ seoDescription: event.target.value })}
        />
        <TextField
          label="SEO keywords"
          name="seoKeywords"
          maxLength={500}
          value={values.seoKeywords}
          error={errors.seoKeywords}
          hint="Separated by commas"
          onChange={(event) => change({ seoKeywords: event.target.value })}
        />
        <div data-field="seoImage">
          <ImageInput
            label="SEO image"
            value={values.seoImage}
            error={errors.seoImage}
            onChange={(seoImage) => change({ seoImage })}
          />
        </div>
      </FormSection>

      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="sticky bottom-0 -mx-4 flex items-center justify-end gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        {dirty && <span className="mr-auto text-sm text-muted">Unsaved changes</span>}
        <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
          {save.isPending ? 'Saving…' : product ? 'Save changes' : 'Create product'}
        </button>
      </div>
    </form>
  );
}
