import type { Section, StoredBlock } from '../../schemas/storedBlock';

export type { Section };
export type StoredBlockData = StoredBlock;

export const SECTIONS: readonly Section[] = ['Header', 'Content', 'Footer'];
