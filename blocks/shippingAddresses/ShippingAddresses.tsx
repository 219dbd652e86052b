import { useState } from 'react';
import {
  MutationError,
  QueryStates,
  addressLines,
  sortedAddressBook,
  useDeleteAddress,
  useSavedAddresses,
  useSetDefaultAddress,
  type BlockProps,
  type SavedAddress,
} from '../../runtime/blocks';
import { ConfirmDialog } from '../../runtime/ui/aria';
import { Badge, Button, EmptyState } from '../../runtime/ui';
// Derived from schemas/blocks/shippingAddresses.schema.json by scripts/compileValidators.ts.
import type { ShippingAddressesConfiguration } from '../../schemas/generated/blocks/shippingAddresses';
import { AddressFormDialog } from './AddressFormDialog';
import './shippingAddresses.css';

type Editing = { address: SavedAddress | null } | null;

/**
 * The account's address book: every address with its contact and location, the default shipping
 * address first and marked; add, edit, delete (after a confirmation) and make default. Checkout's
 * shipping address block offers the same book and starts an empty cart from the default.
 */
export default function ShippingAddresses({
  configuration,
}: BlockProps<ShippingAddressesConfiguration>) {
  // The account page titles itself; a configured heading is shown as well.
  const heading = configuration.heading;
  const allowAdd = configuration.allowAdd ?? true;
  const allowEdit = configuration.allowEdit ?? true;
  const allowDefault = configuration.allowDefault ?? true;
  const book = useSavedAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [status, setStatus] = useState('');

  const addButton = allowAdd && (
    <Button onClick={() => setEditing({ address: null })}>Add address</Button>
  );
  return (
    <section className="bf-address-book" aria-label={heading ?? 'Shipping addresses'}>
      <header className="bf-address-book-header">
        <div>
          {heading && <h2>{heading}</h2>}
          {configuration.helpText && (
            <p className="bf-address-book-help">{configuration.helpText}</p>
          )}
        </div>
        {book.isSuccess && book.data.length > 0 && addButton}
      </header>
      <p className="bf-address-book-status" role="status">
        {status}
      </p>
      <MutationError mutation={setDefault} fallback="The default address was not changed." />
      <QueryStates
        query={book}
        loading="Loading your addresses…"
        error="Your addresses could not be loaded."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState
              title="No saved addresses yet"
              headingLevel={3}
              actions={addButton || undefined}
            >
              Add the addresses you ship to: checkout offers them, and starts from your default.
            </EmptyState>
          ) : (
            <ul className="bf-address-list" aria-label="Saved addresses">
              {sortedAddressBook(data).map((address) => (
                <li key={address.Id} className="bf-address-card">
                  <article aria-labelledby={`bf-address-${address.Id}`}>
                    <div className="bf-address-card-title">
                      <h3 id={`bf-address-${address.Id}`}>{address.Name}</h3>
                      {address.IsDefaultShipping && <Badge tone="success">Default shipping</Badge>}
                      {address.IsDefaultBilling && <Badge tone="neutral">Billing</Badge>}
                    </div>
                    <address className="bf-address-lines">
                      {addressLines(address).map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                    </address>
                    {(address.ContactName ||
                      address.Location ||
                      address.Phone ||
                      address.Email) && (
                      <dl className="bf-address-details">
                        {address.Location && (
                          <div>
                            <dt>Location</dt>
                            <dd>{address.Location}</dd>
                          </div>
                        )}
                        {address.ContactName && (
                          <div>
                            <dt>Contact</dt>
                            <dd>
                              {[address.ContactName, address.Phone, address.Email]
                                .filter(Boolean)
                                .join(' · ')}
                            </dd>
                          </div>
                        )}
                      </dl>
                    )}
                    <div className="bf-address-actions">
                      {allowDefault && !address.IsDefaultShipping && (
                        <Button
                          variant="secondary"
                          loading={setDefault.isPending && setDefault.variables === address.Id}
                          aria-label={`Make default: ${address.Name}`}
                          onClick={() =>
                            setDefault.mutate(address.Id, {
                              onSuccess: () =>
                                setStatus(`${address.Name} is now your default shipping address.`),
                            })
                          }
                        >
                          Make default
                        </Button>
                      )}
                      {allowEdit && (
                        <>
                          <Button
                            variant="ghost"
                            aria-label={`Edit ${address.Name}`}
                            onClick={() => setEditing({ address })}
                          >
                            Edit
                          </Button>
                          <Button
                            variant="ghost"
                            className="bf-address-delete"
                            aria-label={`Delete ${address.Name}`}
                            onClick={() => {
                              remove.reset();
                              setDeleting(address);
                            }}
                          >
                            Delete
                          </Button>
                        </>
                      )}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
      {editing && (
        <AddressFormDialog
          // A new dialog per address: its form starts from that address.
          key={editing.address?.Id ?? 'new'}
          address={editing.address}
          isOpen
          defaultCountry={configuration.defaultCountry ?? 'United States'}
          canMakeDefault={allowDefault}
          onClose={() => setEditing(null)}
          onSaved={(saved, added) => {
            setEditing(null);
            setStatus(added ? `${saved.Name} was added.` : `${saved.Name} was saved.`);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.Name}?`}
          confirmLabel="Delete address"
          confirmVariant="error"
          cancelLabel="Keep it"
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.Id, {
              onSuccess: () => {
                setStatus(`${deleting.Name} was deleted.`);
                setDeleting(null);
              },
            })
          }
          actionsClassName="bf-address-form-actions"
        >
          <address className="bf-address-lines">
            {addressLines(deleting).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p>
            Checkout will no longer offer it.{' '}
            {deleting.IsDefaultShipping && 'You will have no default shipping address. '}
            Orders already placed keep their address.
          </p>
          <MutationError mutation={remove} fallback="The address was not deleted." />
        </ConfirmDialog>
      )}
    </section>
  );
}
