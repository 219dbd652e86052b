import { block } from './blockBuilders';
import type { TemplateDefinition } from './templateCatalog';

const LOGO = { url: '/static/org-cellaris/img/cellaris-logo.svg', alt: 'Cellaris Biosciences' };

/**
 * The sign-in and password-change pages (spec 000 section 2: /login and /changePassword, both
 * wrapperless). Every storefront gets both; the SSO storefront's block shows the hosted sign-in.
 */
export const SESSION_TEMPLATES: TemplateDefinition[] = [
  {
    templateId: 'tpl-login',
    templateName: 'Sign in',
    pageType: 'Login',
    pageCategory: 'Application',
    friendlyURL: 'signin',
    pageTitle: 'Sign in | Cellaris',
    createdDays: -379,
    content: () => [
      block('login', {
        mode: 'signIn',
        heading: 'Sign in',
        logo: LOGO,
        showSignUp: true,
        showForgotPassword: true,
        appName: 'Cellaris',
      }),
    ],
  },
  {
    templateId: 'tpl-change-password',
    templateName: 'Change password',
    pageType: 'ChangePassword',
    pageCategory: 'Application',
    friendlyURL: 'change-password',
    pageTitle: 'Change password | Cellaris',
    createdDays: -379,
    content: () => [block('login', { mode: 'changePassword', logo: LOGO })],
  },
];
