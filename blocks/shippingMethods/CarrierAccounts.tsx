import { useState, type FormEvent } from 'react';
import {
  MutationError,
  carrierAccountNumberProblem,
  useDeleteCarrierAccount,
  useSaveCarrierAccount,
  type CarrierAccount,
  type ShippingPreferences,
} from '../../runtime/blocks';
import { ConfirmDialog } from '../../runtime/ui/aria';
import { Button, Select, TextField } from '../../runtime/ui';

/**
 * The customer's own carrier account numbers, one per carrier: checkout offers them as "ship on my
 * own carrier account" (shipping billed to the customer by the carrier). Add, change, remove
 * (after a confirmation).
 */
export function CarrierAccounts({ preferences }: { preferences: ShippingPreferences }) {
  const saveAccount = useSaveCarrierAccount();
  const removeAccount = useDeleteCarrierAccount();
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CarrierAccount | null>(null);
  const [status, setStatus] = useState('');
  const free = preferences.carriers.filter(
    (carrier) =>
      !preferences.carrierAccounts.some((account) => account.carrierCode === carrier.code),
  );
  return (
    <section className="bf-carrier-accounts" aria-labelledby="bf-carrier-accounts-heading">
      <h3 id="bf-carrier-accounts-heading">Your carrier accounts</h3>
      <p className="bf-shipping-prefs-help">
        Ship on your own account with a carrier: the carrier bills you and the order shows no
        shipping charge.
      </p>
      <p role="status" className="bf-shipping-prefs-saved">
        {status}
      </p>
      {preferences.carrierAccounts.length === 0 ? (
        <p className="bf-carrier-accounts-empty">No carrier account numbers yet.</p>
      ) : (
        <ul className="bf-carrier-account-list" aria-label="Carrier account numbers">
          {preferences.carrierAccounts.map((account) => (
            <li key={account.carrierCode} className="bf-carrier-account">
              {editing === account.carrierCode ? (
                <AccountForm
                  carriers={[{ code: account.carrierCode, name: account.carrierName }]}
                  initialNumber={account.accountNumber}
                  submitLabel="Save number"
                  mutation={saveAccount}
                  onCancel={() => setEditing(null)}
                  onSaved={(number) => {
                    setEditing(null);
                    setStatus(`Your ${account.carrierName} account number is now ${number}.`);
                  }}
                />
              ) : (
                <>
                  <span className="bf-carrier-account-name">{account.carrierName}</span>
                  <span className="bf-carrier-account-number">{account.accountNumber}</span>
                  <span className="bf-carrier-account-actions">
                    <Button
                      variant="ghost"
                      aria-label={`Change the ${account.carrierName} account number`}
                      onClick={() => {
                        saveAccount.reset();
                        setEditing(account.carrierCode);
                      }}
                    >
                      Change
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Remove the ${account.carrierName} account number`}
                      onClick={() => {
                        removeAccount.reset();
                        setRemoving(account);
                      }}
                    >
                      Remove
                    </Button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 && editing === null && (
        <AccountForm
          key={preferences.carrierAccounts.length}
          carriers={free}
          submitLabel="Add account number"
          mutation={saveAccount}
          onSaved={(number, carrierName) =>
            setStatus(`Your ${carrierName} account number ${number} was added.`)
          }
        />
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove your ${removing.carrierName} account number?`}
          confirmLabel="Remove number"
          confirmVariant="error"
          cancelLabel="Keep it"
          pending={removeAccount.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            removeAccount.mutate(removing.carrierCode, {
              onSuccess: () => {
                setStatus(`Your ${removing.carrierName} account number was removed.`);
                setRemoving(null);
              },
            })
          }
          actionsClassName="bf-shipping-prefs-actions"
        >
          <p>
            {removing.accountNumber} will no longer be offered at checkout. Orders already placed
            keep it.
          </p>
          <MutationError mutation={removeAccount} fallback="The account number was not removed." />
        </ConfirmDialog>
      )}
    </section>
  );
}

function AccountForm({
  carriers,
  initialNumber = '',
  submitLabel,
  mutation,
  onSaved,
  onCancel,
}: {
  carriers: { code: string; name: string }[];
  initialNumber?: string;
  submitLabel: string;
  mutation: ReturnType<typeof useSaveCarrierAccount>;
  onSaved: (number: string, carrierName: string) => void;
  onCancel?: () => void;
}) {
  const [carrierCode, setCarrierCode] = useState(carriers[0]?.code ?? '');
  const [number, setNumber] = useState(initialNumber);
  const [checked, setChecked] = useState(false);
  const problem = checked ? carrierAccountNumberProblem(number) : null;
  const carrierName = carriers.find((carrier) => carrier.code === carrierCode)?.name ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (carrierAccountNumberProblem(number)) return;
    mutation.mutate(
      { carrierCode, accountNumber: number.trim() },
      { onSuccess: () => onSaved(number.trim(), carrierName) },
    );
  };
  return (
    <form className="bf-carrier-account-form" onSubmit={submit} noValidate>
      {carriers.length > 1 ? (
        <Select
          label="Carrier"
          value={carrierCode}
          options={carriers.map((carrier) => ({ value: carrier.code, label: carrier.name }))}
          onChange={(event) => setCarrierCode(event.target.value)}
        />
      ) : (
        <p className="bf-carrier-account-name">{carrierName}</p>
      )}
      <TextField
        label={carriers.length > 1 ? 'Account number' : `${carrierName} account number`}
        value={number}
        maxLength={40}
        required
        error={problem ?? undefined}
        onChange={(event) => setNumber(event.target.value)}
        onBlur={() => setChecked(true)}
      />
      <div className="bf-shipping-prefs-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          variant={onCancel ? 'primary' : 'secondary'}
          loading={mutation.isPending}
        >
          {submitLabel}
        </Button>
      </div>
      <MutationError mutation={mutation} fallback="The account number was not saved." />
    </form>
  );
}
