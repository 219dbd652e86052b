import { atom } from 'jotai';

/** Spec 000 section 2: the shell shows a blocking overlay while this flag is set. */
export const overlayAtom = atom(false);
