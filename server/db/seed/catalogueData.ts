/** Word lists the catalogue generator combines into realistic cytometry and genomics products. */

export const MARKERS = [
  'CD3',
  'CD4',
  'CD8a',
  'CD11b',
  'CD11c',
  'CD14',
  'CD16',
  'CD19',
  'CD20',
  'CD25',
  'CD27',
  'CD28',
  'CD34',
  'CD38',
  'CD44',
  'CD45',
  'CD45RA',
  'CD45RO',
  'CD56',
  'CD62L',
  'CD69',
  'CD80',
  'CD86',
  'CD127',
  'CD161',
  'CCR7',
  'CXCR3',
  'CXCR5',
  'PD-1',
  'PD-L1',
  'HLA-DR',
  'TCR gamma/delta',
  'IFN-gamma',
  'IL-2',
  'IL-17A',
  'TNF-alpha',
  'Ki-67',
  'FoxP3',
  'Granzyme B',
  'Perforin',
] as const;

export const FLUOROCHROMES = [
  'FITC',
  'PE',
  'APC',
  'PerCP-Cy5.5',
  'PE-Cy7',
  'APC-Cy7',
  'BV421',
  'BV510',
  'BV605',
  'BV711',
  'Alexa Fluor 488',
  'Alexa Fluor 647',
  'Pacific Blue',
  'PE-Dazzle 594',
  'Purified',
] as const;

export const SPECIES = ['Human', 'Mouse', 'Rat', 'Non-human primate'] as const;

export const ISOTYPES = [
  'Mouse IgG1, kappa',
  'Mouse IgG2a, kappa',
  'Rat IgG2b, kappa',
  'Armenian Hamster IgG',
] as const;

export const CYTOMETRY_APPLICATIONS = [
  'Flow Cytometry',
  'Intracellular Staining',
  'Cell Sorting',
  'Immunophenotyping',
  'Imaging Cytometry',
] as const;

export const GENOMICS_APPLICATIONS = [
  'Whole Genome Sequencing',
  'Exome Sequencing',
  'Targeted Sequencing',
  'RNA-Seq',
  'Single-Cell Sequencing',
  'Methylation Analysis',
  'Liquid Biopsy',
] as const;

export const STORAGE = ['2-8 °C', '-20 °C', '-80 °C', 'Room temperature'] as const;

export const SAMPLE_TYPES = [
  'Genomic DNA',
  'Total RNA',
  'cfDNA',
  'FFPE Tissue',
  'Single-cell suspension',
  'Blood',
] as const;

export const PLATFORMS = [
  'HelixSeq 1000',
  'HelixSeq 2000',
  'HelixSeq X',
  'Platform agnostic',
] as const;

/** Clone names are invented but look like real ones (letters, dash, digits). */
export const CLONE_PREFIXES = [
  'RPA',
  'SK',
  'HI',
  'OKT',
  'UCH',
  'GK',
  'M1',
  'HIT',
  'MEM',
  'B',
  'L',
  '145-2C',
] as const;
