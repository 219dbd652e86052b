/** Where the procurement-system stand-in answers on the local stack (every host). */
export const PROCUREMENT_PATH = '/procurement';
