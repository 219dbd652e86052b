/**
 * A message the user pool would have sent (invitation, password reset): on the local stack no mail
 * leaves the machine, so the compatibility layer hands each one to a sink (the app records it in
 * the development mailbox, dev_mailbox, shown at DEV_MAILBOX_PATH in dev and test mode only).
 */
export interface IdentityMail {
  to: string;
  toName: string | null;
  subject: string;
  body: string;
}

/** Where the pool's messages go; failures are the sink's to report (a lost mail never fails the call). */
export type IdentityMailSink = (mail: IdentityMail) => Promise<void>;

/** What the pool knows about the recipient. */
export interface MailRecipient {
  username: string;
  attributes: Record<string, string>;
}

const nameOf = (user: MailRecipient): string | null =>
  [user.attributes.given_name, user.attributes.family_name].filter(Boolean).join(' ') || null;

/** Cognito's invitation: the username and a temporary password, changed at first sign-in. */
export function invitationMail(
  user: MailRecipient,
  temporaryPassword: string,
): IdentityMail | null {
  const to = user.attributes.email;
  if (!to) return null;
  return {
    to,
    toName: nameOf(user),
    subject: 'Your temporary password',
    body: [
      `Hello ${nameOf(user) ?? user.username},`,
      '',
      'You have been invited to the customer portal.',
      `Your username is ${user.username} and your temporary password is ${temporaryPassword}`,
      '',
      'Sign in with them; you will be asked to choose your own password.',
    ].join('\n'),
  };
}
