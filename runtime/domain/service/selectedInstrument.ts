import { atom } from 'jotai';

/**
 * The instrument the service blocks are scoped by (installedBase picks it, partsSearch reads its
 * model): its id and model, or null for every model.
 */
export interface SelectedInstrument {
  id: string;
  modelCode: string;
  label: string;
}

/** Shared by the blocks of the page through the default jotai store. */
export const selectedInstrumentAtom = atom<SelectedInstrument | null>(null);
