import type { OrgDocument } from './orgDocuments';

/**
 * The Cellaris Academy's own handouts (issue 20), lesson documents served like every other
 * organisation document at `/documents/<fileName>`. Courses also use the application notes and
 * worksheets of orgDocuments.ts.
 */
export const COURSE_DOCUMENTS: Record<string, OrgDocument> = {
  'flow-basics-handout.pdf': {
    kind: 'pdf',
    content: {
      title: 'Flow Cytometry Basics: instrument anatomy',
      subtitle: 'Cellaris Academy handout, module 1',
      sections: [
        {
          heading: 'Fluidics',
          paragraphs: [
            'Hydrodynamic focusing aligns cells in single file inside the sheath stream, so each cell crosses the laser beams one at a time at a constant speed.',
          ],
        },
        {
          heading: 'Optics',
          rows: [
            ['Forward scatter (FSC)', 'relative size'],
            ['Side scatter (SSC)', 'granularity and internal complexity'],
            ['Fluorescence channels', 'one detector per dye (conventional) or the full spectrum'],
          ],
        },
        {
          heading: 'Electronics',
          paragraphs: [
            'Photodetectors turn light pulses into voltages; height, area and width of each pulse are recorded per event. Use area for intensity and height versus area to exclude doublets.',
          ],
        },
      ],
    },
  },
  'gating-strategy-pbmc.pdf': {
    kind: 'pdf',
    content: {
      title: 'A gating strategy for human PBMC',
      subtitle: 'Cellaris Academy worksheet',
      sections: [
        {
          heading: 'Gates in order',
          rows: [
            ['1. Time', 'exclude fluidic disturbances'],
            ['2. FSC-A versus FSC-H', 'single cells'],
            ['3. Viability dye negative', 'live cells'],
            ['4. FSC-A versus SSC-A', 'lymphocytes and monocytes'],
            ['5. CD3 versus CD19', 'T and B cells'],
            ['6. CD4 versus CD8', 'T-cell subsets'],
          ],
        },
        {
          heading: 'Tips',
          paragraphs: [
            'Set gates on fluorescence-minus-one (FMO) controls, not on unstained cells, wherever a population is continuous.',
          ],
        },
      ],
    },
  },
  'library-qc-checklist.pdf': {
    kind: 'pdf',
    content: {
      title: 'Library QC checklist',
      subtitle: 'Before pooling and loading the Sequra NGS sequencer',
      sections: [
        {
          heading: 'Acceptance criteria',
          rows: [
            ['Fragment size', 'peak within 10 % of the protocol target'],
            ['Adapter dimers', 'below 0.5 % of the molarity'],
            ['Concentration (qPCR)', 'at least 2 nM'],
            ['Index collisions', 'none within a pool'],
          ],
        },
      ],
    },
  },
  'aurion-daily-qc.pdf': {
    kind: 'pdf',
    content: {
      title: 'Aurion daily QC and maintenance log',
      subtitle: 'Cellaris Field Service',
      sections: [
        {
          heading: 'Every day',
          rows: [
            ['Warm-up', '20 minutes with the lasers on'],
            ['QC beads', 'run the daily QC; CVs within the lot sheet limits'],
            ['Shutdown', '3 minutes bleach, 3 minutes water'],
          ],
        },
        {
          heading: 'Every week',
          paragraphs: [
            'Run the long clean and check the sheath filter. Call Cellaris Field Service when a laser delay moves by more than 2 microseconds between days.',
          ],
        },
      ],
    },
  },
};
