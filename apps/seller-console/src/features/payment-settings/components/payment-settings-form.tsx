import type { PaymentConnectionTestResponse, StoredPaymentMethod, TestablePaymentMethod } from '@souk/core';
import { Modal, toast } from '@souk/ui';
import type * as React from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { buttonClass } from '../../../components/button-class.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { errorMessage } from '../../../lib/error-message.js';
import { usePaymentSettings } from '../api/get-payment-settings.js';
import { useSavePaymentSettings, useTestPaymentConnection } from '../api/save-payment-settings.js';
import {
  bodyOf,
  type DraftErrors,
  draftsOf,
  type MethodDraft,
  validateDrafts,
} from '../payment-settings-draft.js';
import { PaymentMethodCard } from './payment-method-card.js';

/** The payment settings screen: loads the six methods, then edits them in `PaymentSettingsEditor`. */
export function PaymentSettings() {
  const settings = usePaymentSettings();
  if (settings.isPending) return <p className="text-sm text-muted">Loading payment settings…</p>;
  if (settings.isError) {
    return (
      <LoadFailed
        message={errorMessage(settings.error, 'Failed to load the payment settings')}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <PaymentSettingsEditor stored={settings.data} />;
}

/** Leaving with unsaved changes asks first: in the console (router) and when closing the tab. */
function useUnsavedChangesWarning(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}

export function PaymentSettingsEditor({ stored }: { stored: readonly StoredPaymentMethod[] }) {
  const initial = useMemo(() => draftsOf(stored), [stored]);
  const [drafts, setDrafts] = useState<MethodDraft[]>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [tests, setTests] = useState<Partial<Record<string, PaymentConnectionTestResponse>>>({});
  const save = useSavePaymentSettings();
  const test = useTestPaymentConnection();
  const dirty = JSON.stringify(drafts) !== JSON.stringify(initial);
  const blocker = useUnsavedChangesWarning(dirty && !save.isPending);

  // a save's answer (secrets masked again) becomes the new starting point
  useEffect(() => setDrafts(initial), [initial]);

  function change(index: number, draft: MethodDraft) {
    setDrafts((current) => current.map((entry, at) => (at === index ? draft : entry)));
    setErrors({});
  }

  function move(index: number, offset: -1 | 1) {
    setDrafts((current) => {
      const next = [...current];
      const target = index + offset;
      const [moved] = next.splice(index, 1);
      if (!moved || target < 0 || target > current.length - 1) return current;
      next.splice(target, 0, moved);
      return next;
    });
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateDrafts(drafts, stored);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // the first field in error takes the focus, so a keyboard or screen reader user lands on it
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"]')?.focus(),
      );
      return;
    }
    save.mutate(bodyOf(drafts), {
      onSuccess: () => {
        setTests({});
        toast.success('Payment settings saved');
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not save the payment settings')),
    });
  }

  function runTest(draft: MethodDraft) {
    const method = draft.method as TestablePaymentMethod;
    const secrets = Object.fromEntries(
      Object.entries(draft.secrets).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
      ),
    );
    const settings = {
      ...(method === 'paypal' && draft.settings.clientId ? { clientId: draft.settings.clientId } : {}),
      ...(method !== 'stripe' ? { environment: draft.settings.environment } : {}),
    };
    test.mutate(
      { method, body: { settings, secrets } },
      {
        onSuccess: (result) => setTests((current) => ({ ...current, [method]: result })),
        onError: (error) =>
          setTests((current) => ({
            ...current,
            [method]: { ok: false, message: errorMessage(error, 'Could not test the connection') },
          })),
      },
    );
  }

  const formError = errors.form;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted">
        Shoppers see the methods that are on, in this order. Keys and secrets are stored encrypted and never
        shown again: replace one to change it.
      </p>
      {formError && (
        <p role="alert" className="text-sm text-sale">
          {formError}
        </p>
      )}
      {drafts.map((draft, index) => (
        <PaymentMethodCard
          key={draft.method}
          draft={draft}
          stored={stored.find((entry) => entry.method === draft.method)}
          errors={errors}
          position={index}
          count={drafts.length}
          onChange={(next) => change(index, next)}
          onMove={(offset) => move(index, offset)}
          onTest={() => runTest(draft)}
          testing={test.isPending && test.variables?.method === draft.method}
          testResult={tests[draft.method]}
        />
      ))}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-gray-200 bg-white/95 py-3">
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save payment settings'}
        </button>
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={!dirty || save.isPending}
          onClick={() => {
            setDrafts(initial);
            setErrors({});
          }}
        >
          Discard changes
        </button>
        {dirty && <span className="text-sm text-muted">Unsaved changes</span>}
      </div>
      <Modal
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.();
        }}
        title="Leave without saving?"
      >
        <p className="text-sm text-muted">Your changes to the payment settings are not saved yet.</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('outline')} onClick={() => blocker.reset?.()}>
            Stay
          </button>
          <button type="button" className={buttonClass('primary')} onClick={() => blocker.proceed?.()}>
            Leave without saving
          </button>
        </div>
      </Modal>
    </form>
  );
}
