/** Named routes other parts redirect to. */
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/checkout';
export const GUIDANCE_PATH = '/guidance';
export const LOGIN_PATH = '/login';
