import { createPrng, type Prng } from './prng';
import {
  CLONE_PREFIXES,
  CYTOMETRY_APPLICATIONS,
  FLUOROCHROMES,
  GENOMICS_APPLICATIONS,
  ISOTYPES,
  MARKERS,
  PLATFORMS,
  SAMPLE_TYPES,
  SPECIES,
  STORAGE,
} from './catalogueData';

export type ConfigurationRequirement =
  | 'Needs Configuration'
  | 'Suggests Configuration'
  | 'Upload Configuration'
  | 'Upload'
  | 'Upload Add'
  | 'No Configuration'
  | '';

export const CONFIGURATION_REQUIREMENTS: ConfigurationRequirement[] = [
  'Needs Configuration',
  'Suggests Configuration',
  'Upload Configuration',
  'Upload',
  'Upload Add',
  'No Configuration',
  '',
];

export const CATALOG_GROUPS = [
  { id: 'cg-cytometry', name: 'Cytometry' },
  { id: 'cg-genomics', name: 'Genomics' },
] as const;

export const CATALOGS = [
  {
    id: 'ecat-cytometry',
    name: 'Flow Cytometry & Imaging',
    slug: 'flow-cytometry',
    catalog_group_id: 'cg-cytometry',
    description: 'Antibodies, dyes, buffers, beads, imaging reagents and flow cytometers.',
    default_page_size: 24,
  },
  {
    id: 'ecat-genomics',
    name: 'Genomics',
    slug: 'genomics',
    catalog_group_id: 'cg-genomics',
    description: 'Library preparation, NGS panels, sequencing reagents, instruments and services.',
    default_page_size: 24,
  },
] as const;

/** The attributes each catalogue offers as filters, with their labels (picklists). */
export const FILTER_ATTRIBUTES: Record<string, Record<string, string>> = {
  'ecat-cytometry': {
    species: 'Species',
    fluorochrome: 'Fluorochrome',
    application: 'Application',
    packSize: 'Pack Size',
    storage: 'Storage',
  },
  'ecat-genomics': {
    application: 'Application',
    sampleType: 'Sample Type',
    platform: 'Platform',
    packSize: 'Pack Size',
    storage: 'Storage',
  },
};

export interface CatalogueItem {
  item_id: string;
  catalog_item_id: string;
  catalog_id: string;
  sku: string;
  title: string;
  description: string;
  thumbnail_url: string;
  image_url: string;
  price: number;
  currency: string;
  item_group: string;
  configuration_requirement: ConfigurationRequirement;
  attributes: Record<string, string>;
  friendly_url: string;
  sort_order: number;
  active: boolean;
}

interface Draft {
  catalogId: 'ecat-cytometry' | 'ecat-genomics';
  skuPrefix: string;
  group: string;
  image: string;
  title: string;
  description: string;
  price: number;
  requirement: ConfigurationRequirement;
  attributes: Record<string, string>;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const money = (value: number) => Math.round(value * 100) / 100;

/** Products the legacy redirects and the demo journeys name by SKU; they come first, in order. */
function curatedDrafts(): (Draft & { sku: string })[] {
  const antibody = (
    sku: string,
    marker: string,
    clone: string,
    fluorochrome: string,
    price: number,
  ) => ({
    sku,
    catalogId: 'ecat-cytometry' as const,
    skuPrefix: 'CY-AB',
    group: 'Antibodies',
    image: 'antibody',
    title: `${marker} Monoclonal Antibody (${clone}), ${fluorochrome}`,
    description: `Mouse anti-human ${marker} monoclonal antibody, clone ${clone}, conjugated to ${fluorochrome}. Titrated for flow cytometric analysis; 5 µL per test.`,
    price,
    requirement: 'No Configuration' as const,
    attributes: {
      species: 'Human',
      clone,
      fluorochrome,
      isotype: 'Mouse IgG1, kappa',
      application: 'Flow Cytometry',
      packSize: '100 tests',
      storage: '2-8 °C',
    },
  });
  return [
    antibody('CY-AB-10001', 'CD4', 'RPA-T4', 'FITC', 189),
    antibody('CY-AB-10002', 'CD8a', 'RPA-T8', 'PE', 215),
    antibody('CY-AB-10003', 'CD45', 'HI30', 'APC', 225),
    antibody('CY-AB-10004', 'CD3', 'OKT3', 'PerCP-Cy5.5', 239),
    {
      sku: 'GX-LP-10001',
      catalogId: 'ecat-genomics',
      skuPrefix: 'GX-LP',
      group: 'Library Prep Kits',
      image: 'library-prep',
      title: 'DNA Library Prep Kit, 96 reactions',
      description:
        'Enzymatic fragmentation, end repair and adapter ligation in a single-tube workflow; 1 ng to 1 µg input, 3.5 h hands-off.',
      price: 4890,
      requirement: 'Suggests Configuration',
      attributes: {
        application: 'Whole Genome Sequencing',
        sampleType: 'Genomic DNA',
        platform: 'Platform agnostic',
        packSize: '96 reactions',
        storage: '-20 °C',
      },
    },
    {
      sku: 'GX-LP-10002',
      catalogId: 'ecat-genomics',
      skuPrefix: 'GX-LP',
      group: 'Library Prep Kits',
      image: 'library-prep',
      title: 'RNA Library Prep Kit, 24 reactions',
      description:
        'Stranded mRNA library preparation with poly(A) selection; 10 ng to 1 µg total RNA input.',
      price: 1650,
      requirement: 'No Configuration',
      attributes: {
        application: 'RNA-Seq',
        sampleType: 'Total RNA',
        platform: 'Platform agnostic',
        packSize: '24 reactions',
        storage: '-20 °C',
      },
    },
    {
      sku: 'CY-KT-20001',
      catalogId: 'ecat-cytometry',
      skuPrefix: 'CY-KT',
      group: 'Kits',
      image: 'kit',
      title: 'Annexin V Apoptosis Detection Kit, FITC',
      description:
        'Annexin V-FITC with propidium iodide and binding buffer for early and late apoptosis detection.',
      price: 345,
      requirement: 'No Configuration',
      attributes: {
        species: 'Human',
        fluorochrome: 'FITC',
        application: 'Flow Cytometry',
        packSize: '100 tests',
        storage: '2-8 °C',
      },
    },
    {
      sku: 'CY-DY-30001',
      catalogId: 'ecat-cytometry',
      skuPrefix: 'CY-DY',
      group: 'Viability Dyes',
      image: 'dye',
      title: 'Live/Dead Fixable Viability Dye, Violet',
      description:
        'Amine-reactive dye that discriminates live from dead cells and survives fixation and permeabilization.',
      price: 168,
      requirement: '',
      attributes: {
        fluorochrome: 'BV421',
        application: 'Flow Cytometry',
        packSize: '200 tests',
        storage: '-20 °C',
      },
    },
    {
      sku: 'CY-BD-40001',
      catalogId: 'ecat-cytometry',
      skuPrefix: 'CY-BD',
      group: 'Beads',
      image: 'beads',
      title: 'Compensation Beads, Anti-Mouse Ig, kappa',
      description:
        'Polystyrene microparticles that capture mouse kappa antibodies for single-stain compensation controls.',
      price: 295,
      requirement: 'No Configuration',
      attributes: {
        species: 'Mouse',
        application: 'Flow Cytometry',
        packSize: '100 tests',
        storage: '2-8 °C',
      },
    },
    {
      sku: 'CY-BF-50001',
      catalogId: 'ecat-cytometry',
      skuPrefix: 'CY-BF',
      group: 'Buffers & Reagents',
      image: 'buffer',
      title: 'Sheath Fluid, 20 L',
      description:
        'Particle-free, azide-free sheath fluid for Cellaris Aurion analyzers and Sortera sorters.',
      price: 142,
      requirement: 'Upload Add',
      attributes: { application: 'Cell Sorting', packSize: '20 L', storage: 'Room temperature' },
    },
    {
      sku: 'GX-PN-20001',
      catalogId: 'ecat-genomics',
      skuPrefix: 'GX-PN',
      group: 'NGS Panels',
      image: 'panel',
      title: 'Pan-Cancer NGS Panel, 523 genes',
      description:
        'Hybrid-capture panel covering SNVs, indels, CNVs, fusions, TMB and MSI across 523 cancer-relevant genes.',
      price: 7450,
      requirement: 'Upload Configuration',
      attributes: {
        application: 'Targeted Sequencing',
        sampleType: 'FFPE Tissue',
        platform: 'HelixSeq 2000',
        packSize: '24 reactions',
        storage: '-20 °C',
      },
    },
    {
      sku: 'GX-SC-30001',
      catalogId: 'ecat-genomics',
      skuPrefix: 'GX-SC',
      group: 'Single-Cell Reagents',
      image: 'single-cell',
      title: "Single Cell 3' Reagent Kit v3",
      description:
        "Gel bead-in-emulsion reagents for 3' gene expression profiling of up to 10,000 cells per channel.",
      price: 5980,
      requirement: 'Suggests Configuration',
      attributes: {
        application: 'Single-Cell Sequencing',
        sampleType: 'Single-cell suspension',
        platform: 'HelixSeq 2000',
        packSize: '4 reactions',
        storage: '-80 °C',
      },
    },
  ];
}

function cytometryDrafts(rng: Prng): Draft[] {
  const drafts: Draft[] = [];
  const cy = (d: Omit<Draft, 'catalogId'>): void =>
    void drafts.push({ ...d, catalogId: 'ecat-cytometry' });

  // Antibodies: every marker in two or three species, each in ten fluorochromes.
  for (const marker of MARKERS) {
    for (const species of SPECIES.slice(0, 3)) {
      const clone = `${rng.pick(CLONE_PREFIXES)}${rng.int(1, 99)}${rng.chance(0.3) ? `.${rng.int(1, 9)}` : ''}`;
      const isotype = rng.pick(ISOTYPES);
      for (const fluorochrome of rng.sample(FLUOROCHROMES, species === 'Rat' ? 3 : 9)) {
        const packSize = rng.pick(['25 tests', '100 tests', '0.1 mg', '0.5 mg']);
        const application =
          fluorochrome === 'Purified'
            ? 'Immunophenotyping'
            : rng.pick(CYTOMETRY_APPLICATIONS.slice(0, 4));
        cy({
          skuPrefix: 'CY-AB',
          group: 'Antibodies',
          image: 'antibody',
          title: `${marker} Monoclonal Antibody (${clone}), ${fluorochrome}`,
          description: `${species === 'Human' ? 'Mouse anti-human' : `Anti-${species.toLowerCase()}`} ${marker} antibody, clone ${clone}, ${fluorochrome === 'Purified' ? 'unconjugated' : `conjugated to ${fluorochrome}`}. Validated for ${application.toLowerCase()}.`,
          price: money(rng.int(95, 420) + 0.0),
          requirement: rng.chance(0.85) ? 'No Configuration' : '',
          attributes: {
            species,
            clone,
            fluorochrome,
            isotype,
            application,
            packSize,
            storage: '2-8 °C',
          },
        });
      }
    }
  }
  const kits = [
    'Intracellular Fixation & Permeabilization',
    'FoxP3 Transcription Factor Staining',
    'Cell Proliferation (CFSE)',
    'Annexin V Apoptosis Detection',
    'Caspase-3 Activity',
    'Phospho-Flow Signalling',
    'T Cell Activation',
    'Treg Phenotyping',
    'B Cell Panel',
    'NK Cell Panel',
  ];
  for (const kit of kits) {
    for (const fluorochrome of rng.sample(FLUOROCHROMES.slice(0, 10), 6)) {
      cy({
        skuPrefix: 'CY-KT',
        group: 'Kits',
        image: 'kit',
        title: `${kit} Kit, ${fluorochrome}`,
        description: `Complete ${kit.toLowerCase()} kit with optimized buffers and ${fluorochrome} detection reagent.`,
        price: money(rng.int(240, 890)),
        requirement: rng.pick(['No Configuration', 'Suggests Configuration'] as const),
        attributes: {
          species: rng.pick(SPECIES.slice(0, 2)),
          fluorochrome,
          application: 'Flow Cytometry',
          packSize: rng.pick(['50 tests', '100 tests']),
          storage: '2-8 °C',
        },
      });
    }
  }
  const dyes = ['Violet', 'Blue', 'Green', 'Yellow', 'Red', 'Near-IR', 'Aqua', 'Far Red'];
  for (const dye of dyes) {
    for (const packSize of ['200 tests', '400 tests', '1000 tests', 'Kit of 5 colours']) {
      cy({
        skuPrefix: 'CY-DY',
        group: 'Viability Dyes',
        image: 'dye',
        title: `Fixable Viability Dye, ${dye}, ${packSize}`,
        description: `Fixable viability stain (${dye.toLowerCase()}) for excluding dead cells in multicolour panels.`,
        price: money(rng.int(120, 360)),
        requirement: '',
        attributes: {
          fluorochrome: rng.pick(FLUOROCHROMES.slice(0, 10)),
          application: 'Flow Cytometry',
          packSize,
          storage: '-20 °C',
        },
      });
    }
  }
  const buffers = [
    'Stain Buffer (FBS)',
    'Stain Buffer (BSA)',
    'Red Blood Cell Lysis Buffer',
    'Fixation Buffer',
    'Permeabilization Wash Buffer',
    'Sheath Fluid',
    'Cleaning Solution',
    'Shutdown Solution',
    'Fc Receptor Blocking Solution',
    'Cell Sorting Buffer',
  ];
  for (const buffer of buffers) {
    for (const packSize of ['100 mL', '500 mL', '1 L', '5 L', '10 L', '20 L']) {
      cy({
        skuPrefix: 'CY-BF',
        group: 'Buffers & Reagents',
        image: 'buffer',
        title: `${buffer}, ${packSize}`,
        description: `${buffer} for sample preparation and instrument maintenance; lot-tested for low background.`,
        price: money(rng.int(35, 260)),
        requirement: buffer === 'Sheath Fluid' ? 'Upload Add' : 'No Configuration',
        attributes: {
          application: rng.pick(CYTOMETRY_APPLICATIONS.slice(0, 3)),
          packSize,
          storage: rng.pick(['2-8 °C', 'Room temperature']),
        },
      });
    }
  }
  const beads = [
    'Compensation Beads, Anti-Mouse',
    'Compensation Beads, Anti-Rat',
    'Compensation Beads, Anti-REA',
    'Absolute Counting Beads',
    'Calibration Beads, 8-peak',
    'CS&T Setup Beads',
    'Sorting Setup Beads',
    'Size Reference Beads',
  ];
  for (const bead of beads) {
    for (const packSize of ['25 tests', '50 tests', '100 tests', '500 tests', '1000 tests']) {
      cy({
        skuPrefix: 'CY-BD',
        group: 'Beads',
        image: 'beads',
        title: `${bead}, ${packSize}`,
        description: `${bead} for instrument setup, compensation and quality control.`,
        price: money(rng.int(150, 690)),
        requirement: 'No Configuration',
        attributes: {
          species: rng.pick(SPECIES.slice(0, 2)),
          application: 'Flow Cytometry',
          packSize,
          storage: '2-8 °C',
        },
      });
    }
  }
  const imaging = [
    'Mounting Medium with DAPI',
    'Antifade Mountant',
    'Poly-L-Lysine Coated Slides',
    'Chamber Slides, 8-well',
    'Imaging Cytometry Calibration Kit',
    'Nuclear Stain, Hoechst 33342',
    'Membrane Stain, Far Red',
    'Mitochondrial Stain, Orange',
    'Imaging Buffer',
    'Coverslips, #1.5H',
  ];
  for (const product of imaging) {
    for (let variant = 1; variant <= 10; variant++) {
      const packSize = rng.pick([
        '10 mL',
        '25 slides',
        '50 slides',
        '100 tests',
        '1 kit',
        '5 x 1 mL',
      ]);
      cy({
        skuPrefix: 'CY-IM',
        group: 'Imaging Reagents',
        image: 'imaging',
        title: `${product}, ${packSize}${variant > 1 ? ` (V${variant})` : ''}`,
        description: `${product} for imaging cytometry and fluorescence microscopy.`,
        price: money(rng.int(60, 540)),
        requirement: rng.chance(0.2) ? 'Suggests Configuration' : 'No Configuration',
        attributes: { application: 'Imaging Cytometry', packSize, storage: rng.pick(STORAGE) },
      });
    }
  }
  const instruments = [
    [
      'Aurion 3L Flow Cytometer',
      'Three-laser, 14-colour benchtop analyzer with plate loader option.',
    ],
    ['Aurion 4L Flow Cytometer', 'Four-laser, 20-colour spectral-ready analyzer.'],
    [
      'Aurion 5L Spectral Flow Cytometer',
      'Five-laser full-spectrum analyzer for 40-colour panels.',
    ],
    ['Sortera 4-Way Cell Sorter', 'Four-way, 70 µm nozzle sorter with aerosol management.'],
    ['Sortera 6-Way Cell Sorter', 'Six-way, high-speed sorter with index sorting.'],
    ['Lumora Imaging Cytometer', 'Imaging flow cytometer with 12 channels and 60x objective.'],
  ] as const;
  for (const [name, description] of instruments) {
    cy({
      skuPrefix: 'CY-IN',
      group: 'Instruments',
      image: 'instrument',
      title: `Cellaris ${name}`,
      description,
      price: money(rng.int(85, 640) * 1000),
      requirement: 'Needs Configuration',
      attributes: {
        application: name.includes('Sorter') ? 'Cell Sorting' : 'Flow Cytometry',
        packSize: '1 system',
        storage: 'Room temperature',
      },
    });
  }
  const parts = [
    'Laser Module 405 nm',
    'Laser Module 488 nm',
    'Laser Module 561 nm',
    'Laser Module 640 nm',
    'Flow Cell Assembly',
    'Sample Injection Probe',
    'Filter Set',
    'Plate Loader',
    'Fluidics Cart',
    'Nozzle 70 µm',
    'Nozzle 100 µm',
    'Sheath Filter',
  ];
  for (const part of parts) {
    for (const model of ['Aurion', 'Sortera', 'Lumora']) {
      cy({
        skuPrefix: 'CY-SP',
        group: 'Spare Parts & Accessories',
        image: 'spare-part',
        title: `${part} for ${model}`,
        description: `Genuine Cellaris ${part.toLowerCase()} for ${model} instruments. Installation by a field engineer recommended.`,
        price: money(rng.int(180, 14500)),
        requirement: rng.pick([
          'No Configuration',
          'Needs Configuration',
          'Suggests Configuration',
        ] as const),
        attributes: {
          application: model === 'Sortera' ? 'Cell Sorting' : 'Flow Cytometry',
          packSize: '1 unit',
          storage: 'Room temperature',
        },
      });
    }
  }
  for (const plan of ['Essential', 'Advantage', 'Premier']) {
    for (const model of [
      'Aurion 3L',
      'Aurion 4L',
      'Aurion 5L',
      'Sortera 4-Way',
      'Sortera 6-Way',
      'Lumora',
    ]) {
      cy({
        skuPrefix: 'CY-SV',
        group: 'Service Plans',
        image: 'service',
        title: `${plan} Service Plan, ${model}, 12 months`,
        description: `${plan} coverage for the ${model}: preventive maintenance, parts and on-site labour.`,
        price: money(rng.int(6, 28) * 1000),
        requirement: 'Upload',
        attributes: {
          application: 'Flow Cytometry',
          packSize: '12 months',
          storage: 'Room temperature',
        },
      });
    }
  }
  return drafts;
}

function genomicsDrafts(rng: Prng): Draft[] {
  const drafts: Draft[] = [];
  const gx = (d: Omit<Draft, 'catalogId'>): void =>
    void drafts.push({ ...d, catalogId: 'ecat-genomics' });

  const preps = [
    ['DNA Library Prep Kit', 'Genomic DNA', 'Whole Genome Sequencing'],
    ['PCR-Free DNA Library Prep Kit', 'Genomic DNA', 'Whole Genome Sequencing'],
    ['Stranded mRNA Library Prep Kit', 'Total RNA', 'RNA-Seq'],
    ['Total RNA Library Prep Kit with rRNA Depletion', 'Total RNA', 'RNA-Seq'],
    ['cfDNA Library Prep Kit', 'cfDNA', 'Liquid Biopsy'],
    ['FFPE DNA Library Prep Kit', 'FFPE Tissue', 'Targeted Sequencing'],
    ['Enzymatic Methyl-Seq Kit', 'Genomic DNA', 'Methylation Analysis'],
    ['Exome Enrichment Kit', 'Genomic DNA', 'Exome Sequencing'],
    ['Small RNA Library Prep Kit', 'Total RNA', 'RNA-Seq'],
    ['Amplicon Library Prep Kit', 'Genomic DNA', 'Targeted Sequencing'],
  ] as const;
  for (const [name, sampleType, application] of preps) {
    for (const reactions of [
      '8 reactions',
      '24 reactions',
      '48 reactions',
      '96 reactions',
      '384 reactions',
    ]) {
      for (const edition of ['', ' with UDI Adapters', ' (Automation Ready)']) {
        gx({
          skuPrefix: 'GX-LP',
          group: 'Library Prep Kits',
          image: 'library-prep',
          title: `${name}${edition}, ${reactions}`,
          description: `${name} for ${application.toLowerCase()} from ${sampleType.toLowerCase()}${edition ? `, supplied${edition.toLowerCase()}` : ''}.`,
          price: money(rng.int(450, 14800)),
          requirement: edition.includes('Automation')
            ? 'Suggests Configuration'
            : 'No Configuration',
          attributes: {
            application,
            sampleType,
            platform: 'Platform agnostic',
            packSize: reactions,
            storage: '-20 °C',
          },
        });
      }
    }
  }
  const panels = [
    'Hereditary Cancer',
    'Myeloid',
    'Lung Cancer',
    'Colorectal Cancer',
    'Breast Cancer',
    'Cardiomyopathy',
    'Pharmacogenomics',
    'Respiratory Pathogen',
    'Antimicrobial Resistance',
    'Immune Repertoire',
    'Solid Tumour Fusion',
    'Newborn Screening',
    'Neurology',
    'Mitochondrial Genome',
    'Kidney Disease',
    'Custom Hybrid-Capture',
  ];
  for (const panel of panels) {
    for (const platform of PLATFORMS.slice(0, 3)) {
      for (const reactions of ['16 reactions', '48 reactions', '96 reactions', '192 reactions']) {
        const custom = panel.startsWith('Custom');
        gx({
          skuPrefix: 'GX-PN',
          group: 'NGS Panels',
          image: 'panel',
          title: `${panel} NGS Panel for ${platform}, ${reactions}`,
          description: `${custom ? 'Design-your-own hybrid-capture panel; upload your target BED file.' : `Curated ${panel.toLowerCase()} content with optimized probes and analysis pipeline.`}`,
          price: money(rng.int(1900, 16500)),
          requirement: custom
            ? 'Upload Configuration'
            : rng.pick(['No Configuration', 'Suggests Configuration'] as const),
          attributes: {
            application: 'Targeted Sequencing',
            sampleType: rng.pick(SAMPLE_TYPES),
            platform,
            packSize: reactions,
            storage: '-20 °C',
          },
        });
      }
    }
  }
  const singleCell = [
    "Single Cell 3' Gene Expression Kit",
    "Single Cell 5' Immune Profiling Kit",
    'Single Cell ATAC Kit',
    'Single Cell Multiome Kit',
    'Cell Surface Protein Feature Barcode Kit',
    'Single Cell Chip G',
    'Nuclei Isolation Kit',
    'Cell Multiplexing Oligo Kit',
  ];
  for (const product of singleCell) {
    for (const packSize of ['1 reaction', '4 reactions', '16 reactions']) {
      for (const version of ['v3', 'v3.1', 'v4', 'HT']) {
        gx({
          skuPrefix: 'GX-SC',
          group: 'Single-Cell Reagents',
          image: 'single-cell',
          title: `${product} ${version}, ${packSize}`,
          description: `${product} (${version}) for single-cell partitioning and barcoding on the Cellaris Chromis controller.`,
          price: money(rng.int(900, 9800)),
          requirement: rng.pick(['No Configuration', 'Suggests Configuration'] as const),
          attributes: {
            application: 'Single-Cell Sequencing',
            sampleType: 'Single-cell suspension',
            platform: rng.pick(PLATFORMS.slice(0, 3)),
            packSize,
            storage: '-80 °C',
          },
        });
      }
    }
  }
  for (const platform of PLATFORMS.slice(0, 3)) {
    for (const output of ['Mid Output', 'High Output', 'Ultra High Output', 'Nano']) {
      for (const cycles of ['50 cycles', '100 cycles', '150 cycles', '300 cycles', '600 cycles']) {
        for (const read of ['Paired-End', 'Single-Read'] as const)
          gx({
            skuPrefix: 'GX-SQ',
            group: 'Sequencing Reagents',
            image: 'sequencing',
            title: `${platform} ${output} ${read} Reagent Kit, ${cycles}`,
            description: `Flow cell and sequencing-by-synthesis reagents for ${platform}, ${output.toLowerCase()}, ${read.toLowerCase()}, ${cycles}.`,
            price: money(rng.int(1200, 24000)),
            requirement: 'No Configuration',
            attributes: {
              application: rng.pick(GENOMICS_APPLICATIONS),
              platform,
              packSize: '1 kit',
              storage: '-20 °C',
            },
          });
      }
    }
  }
  for (const set of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']) {
    for (const format of ['96 indexes', '384 indexes', '24 indexes']) {
      for (const kind of ['Unique Dual Index', 'Combinatorial Dual Index', 'UMI Adapter']) {
        gx({
          skuPrefix: 'GX-IX',
          group: 'Indexes & Adapters',
          image: 'index',
          title: `${kind} Set ${set}, ${format}`,
          description: `${kind} oligonucleotides, set ${set}, ${format}, plate format; compatible with all Cellaris library prep kits.`,
          price: money(rng.int(350, 2900)),
          requirement: 'No Configuration',
          attributes: {
            application: 'Whole Genome Sequencing',
            platform: 'Platform agnostic',
            packSize: format,
            storage: '-20 °C',
          },
        });
      }
    }
  }
  const consumables = [
    'Magnetic Clean-up Beads',
    'PCR Plates, 96-well',
    'PCR Tubes, 8-strip',
    'Library Quantification Kit',
    'Fragment Analysis Kit',
    'Nuclease-Free Water',
    'Elution Buffer',
    'Low-Bind Tubes, 1.5 mL',
    'Sealing Foils',
    'Pipette Tips, Filtered',
    'Ethanol Wash Reagent',
    'DNA Extraction Kit',
    'RNA Extraction Kit',
    'cfDNA Extraction Kit',
    'Quality Control Kit',
    'Size Selection Beads',
    'Deep-Well Plates, 2 mL',
    'Reservoirs, 25 mL',
    'Bead Binding Buffer',
    'Hybridization Buffer',
  ];
  for (const product of consumables) {
    for (const packSize of [
      'Pack of 10',
      'Pack of 50',
      '5 mL',
      '60 mL',
      '100 preps',
      '500 preps',
      '1 case',
    ]) {
      gx({
        skuPrefix: 'GX-CN',
        group: 'Consumables',
        image: 'consumable',
        title: `${product}, ${packSize}`,
        description: `${product} for next-generation sequencing workflows; certified DNase/RNase-free.`,
        price: money(rng.int(25, 1400)),
        requirement: rng.chance(0.9) ? 'No Configuration' : '',
        attributes: {
          application: rng.pick(GENOMICS_APPLICATIONS),
          sampleType: rng.pick(SAMPLE_TYPES),
          platform: 'Platform agnostic',
          packSize,
          storage: rng.pick(STORAGE),
        },
      });
    }
  }
  const instruments = [
    ['HelixSeq 1000 Sequencer', 'Benchtop sequencer, up to 120 Gb per run.'],
    ['HelixSeq 2000 Sequencer', 'Production-scale sequencer, up to 3 Tb per run.'],
    ['HelixSeq X Sequencer', 'Population-scale sequencer with dual flow cells.'],
    ['Chromis Single Cell Controller', 'Microfluidic controller for single-cell partitioning.'],
    [
      'LibraStation Automated Library Prep Workstation',
      'Walk-away library preparation for 8 to 96 samples.',
    ],
  ] as const;
  for (const [name, description] of instruments) {
    gx({
      skuPrefix: 'GX-IN',
      group: 'Instruments',
      image: 'instrument',
      title: `Cellaris ${name}`,
      description,
      price: money(rng.int(60, 980) * 1000),
      requirement: 'Needs Configuration',
      attributes: {
        application: rng.pick(GENOMICS_APPLICATIONS),
        platform: name.startsWith('HelixSeq')
          ? name.replace(' Sequencer', '')
          : 'Platform agnostic',
        packSize: '1 system',
        storage: 'Room temperature',
      },
    });
  }
  const services = [
    'Whole Genome Sequencing Service',
    'Exome Sequencing Service',
    'RNA-Seq Service',
    'Single-Cell Analysis Service',
    'Methylation Sequencing Service',
    'Bioinformatics Analysis Service',
    'Targeted Panel Sequencing Service',
    'Library QC Service',
  ];
  for (const service of services) {
    for (const scale of [
      '1-24 samples',
      '25-96 samples',
      '97-384 samples',
      'per sample',
      'per lane',
      'per flow cell',
    ]) {
      gx({
        skuPrefix: 'GX-SV',
        group: 'Sequencing Services',
        image: 'service',
        title: `${service}, ${scale}`,
        description: `${service} performed in our accredited lab; upload your sample sheet when ordering.`,
        price: money(rng.int(180, 42000)),
        requirement: rng.pick(['Upload', 'Upload Add', 'Upload Configuration'] as const),
        attributes: {
          application: rng.pick(GENOMICS_APPLICATIONS),
          sampleType: rng.pick(SAMPLE_TYPES),
          platform: 'HelixSeq 2000',
          packSize: scale,
          storage: 'Room temperature',
        },
      });
    }
  }
  return drafts;
}

const EUR_PER_USD = 0.92;

/**
 * The whole catalogue: the curated products first (ids a1Cellaris0000001...), then generated
 * cytometry and genomics products. About 2,100 items.
 */
export function generateCatalogue(seed = 20250115): {
  items: CatalogueItem[];
  prices: Record<string, unknown>[];
} {
  const rng = createPrng(seed);
  const curated = curatedDrafts();
  const usedSkus = new Set(curated.map((draft) => draft.sku));
  const counters = new Map<string, number>();
  const nextSku = (prefix: string): string => {
    let n = counters.get(prefix) ?? 10001;
    while (usedSkus.has(`${prefix}-${n}`)) n++;
    counters.set(prefix, n + 1);
    const sku = `${prefix}-${n}`;
    usedSkus.add(sku);
    return sku;
  };
  const drafts: (Draft & { sku: string })[] = [
    ...curated,
    ...[...cytometryDrafts(rng), ...genomicsDrafts(rng)].map((draft) => ({
      ...draft,
      sku: nextSku(draft.skuPrefix),
    })),
  ];
  const catalogSlug = (catalogId: string) =>
    catalogId === 'ecat-cytometry' ? 'flow-cytometry' : 'genomics';
  const items = drafts.map((draft, index): CatalogueItem => {
    const n = pad(index + 1, 7);
    return {
      item_id: `a1Cellaris${n}`,
      catalog_item_id: `a1ECellaris${n}`,
      catalog_id: draft.catalogId,
      sku: draft.sku,
      title: draft.title,
      description: draft.description,
      thumbnail_url: `/static/org-cellaris/img/${draft.image}-thumb.svg`,
      image_url: `/static/org-cellaris/img/${draft.image}.svg`,
      price: draft.price,
      currency: 'USD',
      item_group: draft.group,
      configuration_requirement: draft.requirement,
      attributes: draft.attributes,
      friendly_url: `/product_detail/${catalogSlug(draft.catalogId)}/${draft.sku}`,
      sort_order: index + 1,
      active: true,
    };
  });
  const prices = items.flatMap((item) => [
    { item_id: item.item_id, currency: 'USD', unit_price: item.price },
    { item_id: item.item_id, currency: 'EUR', unit_price: money(item.price * EUR_PER_USD) },
  ]);
  return { items, prices };
}

/** Picklists: every value a filter attribute takes in its catalogue, sorted. */
export function picklistRows(items: CatalogueItem[]): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const [catalogId, attributes] of Object.entries(FILTER_ATTRIBUTES)) {
    for (const [attributeName, label] of Object.entries(attributes)) {
      const values = new Set<string>();
      for (const item of items) {
        const value = item.catalog_id === catalogId ? item.attributes[attributeName] : undefined;
        if (value) values.add(value);
      }
      [...values].sort().forEach((value, index) =>
        rows.push({
          catalog_id: catalogId,
          attribute_name: attributeName,
          label,
          value,
          sort_order: index + 1,
        }),
      );
    }
  }
  return rows;
}
