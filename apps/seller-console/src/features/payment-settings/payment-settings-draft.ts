import {
  missingFieldMessage,
  missingRequiredField,
  PAYMENT_SECRET_FIELDS,
  type PaymentMethodId,
  type PaymentMethodSettingsInput,
  type PaymentSettingsField,
  SellerPaymentSettingsBodySchema,
  type StoredPaymentMethod,
} from '@souk/core';

/** One method as the form edits it: text inputs, and each secret's new value while it is being replaced. */
export interface MethodDraft {
  method: PaymentMethodId;
  enabled: boolean;
  settings: {
    publishableKey: string;
    clientId: string;
    exchangeRate: string;
    environment: 'sandbox' | 'live';
    currency: string;
    bankDetails: string;
    instructions: string;
  };
  /** A secret being replaced: its new value ('' while empty). Absent: unchanged. `null`: to be removed. */
  secrets: Partial<Record<string, string | null>>;
}

/** Field errors by `{method}.{field}`. */
export type DraftErrors = Partial<Record<string, string>>;

export const BANK_DETAILS_FORMAT = 'Write each bank detail on its own line as Label: value';

/** Bank details as the form shows them: one `Label: value` per line. */
export function bankDetailsText(details: Record<string, string> | undefined): string {
  return Object.entries(details ?? {})
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** The lines back to label → value; undefined when a line has no label or no value. */
export function parseBankDetails(text: string): Record<string, string> | undefined {
  const details: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const at = line.indexOf(':');
    if (at <= 0) return undefined;
    const label = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    if (!label || !value) return undefined;
    details[label] = value;
  }
  return details;
}

export function draftsOf(methods: readonly StoredPaymentMethod[]): MethodDraft[] {
  return methods.map(({ method, enabled, settings }) => ({
    method,
    enabled,
    settings: {
      publishableKey: settings.publishableKey ?? '',
      clientId: settings.clientId ?? '',
      exchangeRate: String(settings.exchangeRate ?? 1),
      environment: settings.environment ?? 'sandbox',
      currency: settings.currency ?? 'USD',
      bankDetails: bankDetailsText(settings.bankDetails),
      instructions: settings.instructions ?? '',
    },
    secrets: {},
  }));
}

/** The secrets a draft sends: replaced ones with their value, removed ones as '' (the server clears them). */
function sentSecrets(draft: MethodDraft): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const field of PAYMENT_SECRET_FIELDS[draft.method]) {
    const value = draft.secrets[field];
    if (value === null) sent[field] = '';
    else if (value !== undefined && value.trim() !== '') sent[field] = value;
  }
  return sent;
}

function settingsOf(draft: MethodDraft): Record<string, unknown> {
  const { settings } = draft;
  switch (draft.method) {
    case 'stripe':
      return { publishableKey: settings.publishableKey };
    case 'paypal':
      return {
        clientId: settings.clientId,
        exchangeRate: settings.exchangeRate.trim() === '' ? Number.NaN : Number(settings.exchangeRate),
        environment: settings.environment,
      };
    case 'payfast':
      return { environment: settings.environment };
    case 'cybersource':
      return { currency: settings.currency, environment: settings.environment };
    case 'eft':
      return {
        bankDetails: parseBankDetails(settings.bankDetails) ?? {},
        instructions: settings.instructions,
      };
    case 'cashOnDelivery':
      return { instructions: settings.instructions };
  }
}

/** The request body of the drafts, in their order. */
export function bodyOf(drafts: readonly MethodDraft[]): { methods: PaymentMethodSettingsInput[] } {
  return {
    methods: drafts.map((draft) => {
      const secrets = sentSecrets(draft);
      return {
        method: draft.method,
        enabled: draft.enabled,
        settings: settingsOf(draft),
        ...(PAYMENT_SECRET_FIELDS[draft.method].length > 0 ? { secrets } : {}),
      } as PaymentMethodSettingsInput;
    }),
  };
}

/**
 * The field errors of the drafts: the core schema's messages, then the fields an enabled method lacks (the
 * same rule the server applies), each at its field.
 */
export function validateDrafts(
  drafts: readonly MethodDraft[],
  stored: readonly StoredPaymentMethod[],
): DraftErrors {
  const errors: DraftErrors = {};
  drafts.forEach((draft) => {
    if (draft.method === 'eft' && parseBankDetails(draft.settings.bankDetails) === undefined) {
      errors['eft.bankDetails'] = BANK_DETAILS_FORMAT;
    }
  });
  const body = bodyOf(drafts);
  const parsed = SellerPaymentSettingsBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, index, , field] = issue.path;
      const draft = typeof index === 'number' ? drafts[index] : undefined;
      const key = draft && field !== undefined ? `${draft.method}.${String(field)}` : 'form';
      errors[key] ??= issue.message;
    }
  }
  body.methods.forEach((input) => {
    const saved = stored.find((entry) => entry.method === input.method);
    const set = new Set(
      Object.entries(saved?.secrets ?? {})
        .filter(([, masked]) => masked.set)
        .map(([field]) => field),
    );
    const missing: PaymentSettingsField | undefined = missingRequiredField(input, set);
    if (missing) errors[`${input.method}.${missing}`] ??= missingFieldMessage(input.method, missing);
  });
  return errors;
}
