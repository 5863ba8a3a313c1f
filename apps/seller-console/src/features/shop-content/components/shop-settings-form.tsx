import {
  fieldErrorsFromIssues,
  isShopLanguage,
  LANGUAGE_NAMES,
  SHOP_CURRENCIES,
  SHOP_LANGUAGES,
  SHOP_LOCALES,
  ShopCurrencySchema,
  ShopLanguageSchema,
  ShopLocaleSchema,
  type ShopSettings,
  type ShopSettingsInput,
  ShopSettingsInputSchema,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@souk/core';
import { toast } from '@souk/ui';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { SelectField } from '../../../components/select-field.js';
import { TextField } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';
import { moneyText } from '../../../lib/format.js';
import { useImageInput } from '../../../lib/image-input.js';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.js';
import { useSaveShopSettings } from '../api/shop-content-actions.js';
import { COMMON_COUNTRY_CODES, countryOfCode } from './country-codes.js';

// currency, locale and language as stored: a shop may have signed up with a currency it can no longer choose
type Form = Omit<ShopSettingsInput, 'socialLinks' | 'currency' | 'locale' | 'language'> & {
  currency: string;
  locale: string;
  language: string;
  socialLinks: Record<SocialNetwork, string>;
};
type Field = Exclude<keyof ShopSettingsInput, 'socialLinks'>;
type Errors = Partial<Record<Field | `social.${SocialNetwork}`, string>>;

const NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  instagram: 'Instagram',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
};

function formOf(shop: ShopSettings): Form {
  const socialLinks = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, shop.socialLinks[network] ?? '']),
  ) as Record<SocialNetwork, string>;
  return {
    shopName: shop.shopName,
    image: shop.image,
    countryCode: shop.countryCode,
    currency: shop.currency,
    locale: shop.locale,
    language: shop.language,
    supportEmail: shop.supportEmail,
    supportPhone: shop.supportPhone,
    supportHours: shop.supportHours,
    supportAddress: shop.supportAddress,
    socialLinks,
  };
}

/** An option's text: the code and its English name ("ZAR · South African Rand", "en-ZA · English (South Africa)"). */
function optionText(code: string, type: 'currency' | 'language'): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

/** The options of a list, with the stored value first when the list no longer has it. */
function withStored(list: readonly string[], stored: string): readonly string[] {
  return list.includes(stored) ? list : [stored, ...list];
}

/** What the shop's prices will look like. */
const SAMPLE_AMOUNT = 1299;

/**
 * The currency, the locale and the language held to the lists a shop chooses from, as the server holds
 * them: the wire schema checks only their form (`@souk/core/schemas` does not carry the lists).
 */
const CHOICES = { currency: ShopCurrencySchema, locale: ShopLocaleSchema, language: ShopLanguageSchema };

function errorsOf(issues: Parameters<typeof fieldErrorsFromIssues>[0]): Errors {
  const errors: Errors = fieldErrorsFromIssues<Field>(
    issues.filter((issue) => issue.path[0] !== 'socialLinks'),
  );
  for (const issue of issues) {
    const network = issue.path[1] as SocialNetwork | undefined;
    if (issue.path[0] === 'socialLinks' && network) errors[`social.${network}`] ??= issue.message;
  }
  return errors;
}

export interface ShopSettingsFormProps {
  shop: ShopSettings;
  /** Where the shop lives, to show next to its name. */
  shopAddress: string;
}

/**
 * The shop's details as shoppers see them: name, logo, country code (the phone country code of spec §5 that
 * turns the support phone into WhatsApp links), currency, the locale prices are printed in, the shop's language, support details and social links. Checked with
 * core's schema at each field; leaving with unsaved changes asks first.
 */
export function ShopSettingsForm({ shop, shopAddress }: ShopSettingsFormProps) {
  const ImageInput = useImageInput();
  const [saved, setSaved] = useState(() => formOf(shop));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveShopSettings();
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);

  function set<Key extends Field>(field: Key, value: Form[Key]) {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  function setSocial(network: SocialNetwork, value: string) {
    setForm((current) => ({ ...current, socialLinks: { ...current.socialLinks, [network]: value } }));
    setErrors((current) => ({ ...current, [`social.${network}`]: undefined }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ShopSettingsInputSchema.safeParse(form);
    const choices = (['currency', 'locale', 'language'] as const).flatMap((field) =>
      (CHOICES[field].safeParse(form[field]).error?.issues ?? []).map((issue) => ({
        ...issue,
        path: [field],
      })),
    );
    if (!parsed.success || choices.length > 0) {
      setErrors(errorsOf([...choices, ...(parsed.error?.issues ?? [])]));
      toast.error('Check the highlighted fields');
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ shop: stored }) => {
        const next = formOf(stored);
        setSaved(next);
        setForm(next);
        toast.success('Shop settings saved');
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not save the shop settings')),
    });
  }

  const country = countryOfCode(form.countryCode);
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <section
        aria-labelledby="shop-identity"
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-5"
      >
        <h2 id="shop-identity" className="text-lg font-semibold text-ink">
          Shop
        </h2>
        <TextField
          label="Shop name"
          name="shopName"
          required
          maxLength={80}
          value={form.shopName}
          error={errors.shopName}
          hint={`Your shop's address stays ${shopAddress}`}
          onChange={(event) => set('shopName', event.target.value)}
        />
        <ImageInput
          label="Logo"
          value={form.image}
          error={errors.image}
          onChange={(image) => set('image', image)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Phone country code"
            name="countryCode"
            inputMode="numeric"
            list="country-codes"
            required
            maxLength={4}
            value={form.countryCode}
            error={errors.countryCode}
            hint={
              <>
                {country ? `+${form.countryCode.trim()} · ${country}. ` : ''}
                Digits only. Shoppers' WhatsApp links to your support phone start with it.
              </>
            }
            onChange={(event) => set('countryCode', event.target.value)}
          />
          <datalist id="country-codes">
            {COMMON_COUNTRY_CODES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.country}
              </option>
            ))}
          </datalist>
          <SelectField
            label="Currency"
            name="currency"
            value={form.currency}
            error={errors.currency}
            hint="The currency of new products."
            onChange={(value) => set('currency', value)}
          >
            {withStored(SHOP_CURRENCIES, saved.currency).map((code) => (
              <option key={code} value={code}>
                {optionText(code, 'currency')}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Price format"
            name="locale"
            value={form.locale}
            error={errors.locale}
            hint={`How shoppers read your prices: ${moneyText(SAMPLE_AMOUNT, form.currency, form.locale)}`}
            onChange={(value) => set('locale', value)}
          >
            {withStored(SHOP_LOCALES, saved.locale).map((code) => (
              <option key={code} value={code}>
                {optionText(code, 'language')}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Shop language"
            name="language"
            value={form.language}
            error={errors.language}
            hint="What shoppers see your shop in, unless they or their browser choose another language."
            onChange={(value) => set('language', value)}
          >
            {withStored(SHOP_LANGUAGES, saved.language).map((code) => (
              <option key={code} value={code}>
                {isShopLanguage(code) ? `${LANGUAGE_NAMES[code]} · ${optionText(code, 'language')}` : code}
              </option>
            ))}
          </SelectField>
        </div>
      </section>

      <section
        aria-labelledby="shop-support"
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-5"
      >
        <h2 id="shop-support" className="text-lg font-semibold text-ink">
          Support details
        </h2>
        <p className="text-sm text-muted">Shown in your shop's footer and contact page.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Support email"
            name="supportEmail"
            type="email"
            autoComplete="email"
            value={form.supportEmail}
            error={errors.supportEmail}
            onChange={(event) => set('supportEmail', event.target.value)}
          />
          <TextField
            label="Support phone"
            name="supportPhone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={form.supportPhone}
            error={errors.supportPhone}
            onChange={(event) => set('supportPhone', event.target.value)}
          />
        </div>
        <TextField
          label="Support hours"
          name="supportHours"
          maxLength={200}
          placeholder="Mon–Fri 9:00–17:00"
          value={form.supportHours}
          error={errors.supportHours}
          onChange={(event) => set('supportHours', event.target.value)}
        />
        <TextField
          label="Address"
          name="supportAddress"
          multiline
          rows={3}
          maxLength={500}
          value={form.supportAddress}
          error={errors.supportAddress}
          onChange={(event) => set('supportAddress', event.target.value)}
        />
      </section>

      <section
        aria-labelledby="shop-social"
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-5"
      >
        <h2 id="shop-social" className="text-lg font-semibold text-ink">
          Social links
        </h2>
        <p className="text-sm text-muted">
          Full addresses (https://…). Empty ones are left out of the footer.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={NETWORK_LABELS[network]}
              name={`social-${network}`}
              type="url"
              inputMode="url"
              value={form.socialLinks[network]}
              error={errors[`social.${network}`]}
              onChange={(event) => setSocial(network, event.target.value)}
            />
          ))}
        </div>
      </section>

      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 bg-white/95 py-3">
        {dirty && <p className="mr-auto text-sm text-muted">You have unsaved changes</p>}
        <button
          type="button"
          disabled={!dirty || save.isPending}
          className={buttonClass('outline')}
          onClick={() => {
            setForm(saved);
            setErrors({});
          }}
        >
          Discard changes
        </button>
        <button type="submit" disabled={!dirty || save.isPending} className={buttonClass('primary')}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
