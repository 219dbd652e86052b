import { useState, type FormEvent } from 'react';
import {
  assignableGroupOf,
  hasFormErrors,
  MutationError,
  USER_CURRENCIES,
  USER_LOCALES,
  useUserActions,
  validateUserForm,
  type PortalUser,
  type UserFormErrors,
  type UserFormValues,
} from '../../runtime/blocks';
import { Button, PersonFields, Select, TextField } from '../../runtime/ui/index';
import { Dialog } from '../../runtime/ui/aria';

const ROLE_OPTIONS = [
  { value: 'AWSPortalUser', label: 'User' },
  { value: 'AWSManager', label: 'Manager' },
] as const;

/** The form's first values: the user's own when editing, the manager's locale and currency when creating. */
function initialValues(user: PortalUser | null, defaults: { locale: string; currency: string }) {
  if (!user)
    return {
      givenName: '',
      familyName: '',
      email: '',
      locale: defaults.locale,
      currency: defaults.currency,
      group: 'AWSPortalUser',
    } satisfies UserFormValues;
  return {
    givenName: user.attributes.given_name ?? '',
    familyName: user.attributes.family_name ?? '',
    email: user.attributes.email ?? '',
    locale: user.attributes['custom:local'] || defaults.locale,
    currency: user.attributes['custom:currency'] || defaults.currency,
    group: assignableGroupOf(user),
  } satisfies UserFormValues;
}

export interface UserModalProps {
  /** The user edited, or null to create one. */
  user: PortalUser | null;
  defaults: { locale: string; currency: string };
  onClose: () => void;
}

/**
 * The user modal (spec 001 section 2): create (given name, family name, email, locale, currency,
 * role) or edit an active user's names, locale, currency and role. Every field problem is shown
 * next to its field; the write's own failure (e.g. no CRM contact) below the form, and nothing
 * typed is lost.
 */
export function UserModal({ user, defaults, onClose }: UserModalProps) {
  const { create, update } = useUserActions();
  // What the modal opened with: an edit sends only what differs from it.
  const [initial] = useState<UserFormValues>(() => initialValues(user, defaults));
  const [values, setValues] = useState<UserFormValues>(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const mutation = user ? update : create;
  const isEdit = user !== null;

  const set = (field: keyof UserFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateUserForm(values);
    setErrors(found);
    if (hasFormErrors(found)) {
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const done = { onSuccess: onClose };
    if (user) update.mutate({ user, values, previous: initial }, done);
    else create.mutate(values, done);
  }

  const formId = isEdit ? 'bf-user-modal-edit' : 'bf-user-modal-create';
  return (
    <Dialog
      title={isEdit ? 'Edit user' : 'Add user'}
      isOpen
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      footer={
        <div className="bf-manage-users-modal-actions">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={mutation.isPending}>
            {isEdit ? 'Save changes' : 'Add user'}
          </Button>
        </div>
      }
    >
      <form id={formId} className="bf-manage-users-form" noValidate onSubmit={submit}>
        <PersonFields
          values={values}
          errors={errors}
          onChange={set}
          localeOptions={USER_LOCALES}
          currencyOptions={USER_CURRENCIES}
          localeLabel="Language"
          names="someone else"
          rowClassName="bf-manage-users-form-row"
        >
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            required
            readOnly={isEdit}
            description={
              isEdit
                ? 'The email is the user’s sign-in address and cannot be changed here.'
                : 'The invitation with a temporary password goes to this address.'
            }
            value={values.email}
            error={errors.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </PersonFields>
        <Select
          label="Role"
          name="group"
          options={ROLE_OPTIONS}
          value={values.group}
          error={errors.group}
          description="Managers add and change the account’s users; users have no user actions."
          onChange={(e) => set('group', e.target.value)}
        />
        <MutationError
          mutation={mutation}
          fallback={isEdit ? 'The user was not updated.' : 'The user was not created.'}
        />
      </form>
    </Dialog>
  );
}
