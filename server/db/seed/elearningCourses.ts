import { DEMO_USERS } from '../../shared/demo';
import { seedTime } from './clock';

/**
 * The Cellaris Academy (issue 20): courses for customers of flow cytometers, spectral analyzers,
 * sequencers and the single-cell controller, each a few modules of video lessons (youtube or
 * vidyard, the video block's providers) and documents (the organisation's document store). The
 * level, instruments and applications are the catalogue's filters (docs/decisions.md, "E-learning").
 */

type LessonSeed =
  | { title: string; minutes: number; video: ['youtube' | 'vidyard', string] }
  | { title: string; minutes: number; document: string };

interface ModuleSeed {
  title: string;
  lessons: LessonSeed[];
}

export interface CourseSeed {
  id: string;
  title: string;
  summary: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  instruments: string[];
  applications: string[];
  instructor: string;
  modules: ModuleSeed[];
}

export const ACADEMY_INSTRUMENTS = {
  aurion3: 'Aurion 3L flow cytometer',
  aurion5: 'Aurion 5L spectral analyzer',
  sequra: 'Sequra NGS sequencer',
  chromis: 'Chromis single-cell controller',
} as const;

const { aurion3, aurion5, sequra, chromis } = ACADEMY_INSTRUMENTS;

export const ACADEMY_COURSES: CourseSeed[] = [
  {
    id: 'flow-cytometry-basics',
    title: 'Flow Cytometry Basics',
    summary:
      'How a flow cytometer measures cells, which controls you need and how to gate a first immunophenotyping experiment.',
    level: 'Beginner',
    instruments: [aurion3, aurion5],
    applications: ['Immunophenotyping', 'Cell viability'],
    instructor: 'Dr. Lena Hoffmann, Applications Scientist',
    modules: [
      {
        title: 'How a flow cytometer works',
        lessons: [
          {
            title: 'Fluidics, optics and electronics',
            minutes: 12,
            video: ['youtube', 'M7lc1UVf-VE'],
          },
          { title: 'Instrument anatomy handout', minutes: 5, document: 'flow-basics-handout.pdf' },
        ],
      },
      {
        title: 'Controls and compensation',
        lessons: [
          {
            title: 'Single-stain controls and compensation',
            minutes: 15,
            video: ['vidyard', 'cellaris-compensation-101'],
          },
          { title: 'Spectral spillover chart', minutes: 5, document: 'spillover-chart.svg' },
        ],
      },
      {
        title: 'Gating your first experiment',
        lessons: [
          {
            title: 'A gating strategy for PBMC',
            minutes: 14,
            video: ['youtube', 'aqz-KE-bpKQ'],
          },
          { title: 'PBMC gating worksheet', minutes: 6, document: 'gating-strategy-pbmc.pdf' },
        ],
      },
    ],
  },
  {
    id: 'spectral-cytometry',
    title: 'Spectral Cytometry: From Panel to Unmixing',
    summary:
      'Full-spectrum signatures, designing a 20+ colour panel and unmixing with reference controls on the Aurion 5L.',
    level: 'Intermediate',
    instruments: [aurion5],
    applications: ['Immunophenotyping', 'High-parameter panels'],
    instructor: 'Dr. Marcus Feld, Senior Field Application Specialist',
    modules: [
      {
        title: 'Spectral signatures',
        lessons: [
          {
            title: 'Why full-spectrum detection',
            minutes: 11,
            video: ['youtube', 'ScMzIvxBSi4'],
          },
          {
            title: 'Application note: a 40-colour spectral panel',
            minutes: 10,
            document: 'appnote-40-colour-panel.pdf',
          },
        ],
      },
      {
        title: 'Designing the panel',
        lessons: [
          {
            title: 'Matching brightness to antigen density',
            minutes: 16,
            video: ['vidyard', 'cellaris-spectral-panel-design'],
          },
          { title: 'Panel design worksheet', minutes: 8, document: 'panel-design.xlsx' },
        ],
      },
      {
        title: 'Unmixing and quality control',
        lessons: [
          {
            title: 'Reference controls and unmixing',
            minutes: 18,
            video: ['youtube', 'C0DPdy98e4c'],
          },
          {
            title: 'Checking the unmixing matrix',
            minutes: 9,
            video: ['vidyard', 'cellaris-unmixing-qc'],
          },
        ],
      },
    ],
  },
  {
    id: 'ngs-library-prep',
    title: 'NGS Library Prep Essentials',
    summary:
      'From input DNA or RNA to a pooled, quantified library: fragmentation, adapters, indexing and QC before loading the Sequra.',
    level: 'Beginner',
    instruments: [sequra],
    applications: ['RNA-seq', 'Whole-genome sequencing'],
    instructor: 'Dr. Priya Raman, Genomics Applications Lead',
    modules: [
      {
        title: 'From sample to library',
        lessons: [
          {
            title: 'Input quality and fragmentation',
            minutes: 13,
            video: ['youtube', 'tgbNymZ7vqY'],
          },
          {
            title: 'Sample submission guidelines',
            minutes: 6,
            document: 'sample-submission.pdf',
          },
        ],
      },
      {
        title: 'Quantification and QC',
        lessons: [
          {
            title: 'Fragment analysis and qPCR quantification',
            minutes: 14,
            video: ['vidyard', 'cellaris-library-qc'],
          },
          { title: 'Library QC checklist', minutes: 5, document: 'library-qc-checklist.pdf' },
        ],
      },
      {
        title: 'Pooling and loading',
        lessons: [
          {
            title: 'Normalising and pooling indexed libraries',
            minutes: 12,
            video: ['youtube', 'LXb3EKWsInQ'],
          },
          { title: 'Sample sheet template', minutes: 4, document: 'sample-sheet.xlsx' },
        ],
      },
    ],
  },
  {
    id: 'single-cell-rna-seq',
    title: 'Single-Cell RNA-seq Workflows',
    summary:
      'Dissociation, viability and capture on the Chromis controller, barcoded libraries and a first look at the data.',
    level: 'Intermediate',
    instruments: [chromis, sequra],
    applications: ['Single-cell', 'RNA-seq'],
    instructor: 'Dr. Priya Raman, Genomics Applications Lead',
    modules: [
      {
        title: 'Sample preparation',
        lessons: [
          {
            title: 'Tissue dissociation without stress genes',
            minutes: 15,
            video: ['youtube', 'dQw4w9WgXcQ'],
          },
          {
            title: 'Webinar slides: single-cell best practice',
            minutes: 10,
            document: 'webinar-single-cell.pdf',
          },
        ],
      },
      {
        title: 'Capture and barcoding',
        lessons: [
          {
            title: 'Loading the Chromis chip',
            minutes: 12,
            video: ['vidyard', 'cellaris-chromis-loading'],
          },
        ],
      },
      {
        title: 'From reads to clusters',
        lessons: [
          {
            title: 'Quality metrics and clustering',
            minutes: 17,
            video: ['youtube', 'jNQXAC9IVRw'],
          },
        ],
      },
    ],
  },
  {
    id: 'advanced-panel-design',
    title: 'Advanced High-Parameter Panel Design',
    summary:
      'Spread, co-expression and titration: building and validating 30+ colour panels for deep immunophenotyping.',
    level: 'Advanced',
    instruments: [aurion5],
    applications: ['High-parameter panels', 'Immunophenotyping'],
    instructor: 'Dr. Marcus Feld, Senior Field Application Specialist',
    modules: [
      {
        title: 'Spread and resolution',
        lessons: [
          {
            title: 'The spillover spreading matrix',
            minutes: 19,
            video: ['youtube', 'kJQP7kiw5Fk'],
          },
          { title: 'Spectral spillover chart', minutes: 5, document: 'spillover-chart.svg' },
        ],
      },
      {
        title: 'Titration and validation',
        lessons: [
          {
            title: 'Titrating antibodies for a spectral panel',
            minutes: 16,
            video: ['vidyard', 'cellaris-titration'],
          },
          { title: 'Panel design worksheet', minutes: 8, document: 'panel-design.xlsx' },
        ],
      },
    ],
  },
  {
    id: 'viability-cell-cycle',
    title: 'Cell Viability and Cell Cycle Assays',
    summary:
      'Fixable viability dyes, DNA content staining and doublet discrimination for reliable cell cycle profiles.',
    level: 'Beginner',
    instruments: [aurion3],
    applications: ['Cell viability', 'Cell cycle'],
    instructor: 'Dr. Lena Hoffmann, Applications Scientist',
    modules: [
      {
        title: 'Viability staining',
        lessons: [
          {
            title: 'Choosing a viability dye',
            minutes: 10,
            video: ['youtube', '9bZkp7q19f0'],
          },
        ],
      },
      {
        title: 'DNA content',
        lessons: [
          {
            title: 'Cell cycle analysis and doublet discrimination',
            minutes: 14,
            video: ['vidyard', 'cellaris-cell-cycle'],
          },
          { title: 'PBMC gating worksheet', minutes: 6, document: 'gating-strategy-pbmc.pdf' },
        ],
      },
    ],
  },
  {
    id: 'targeted-sequencing',
    title: 'Targeted Sequencing Panels for Oncology',
    summary:
      'Hybrid capture versus amplicon panels, low-frequency variant detection and the coverage you need for tumour samples.',
    level: 'Advanced',
    instruments: [sequra],
    applications: ['Targeted sequencing', 'Oncology'],
    instructor: 'Dr. Jonas Berg, Clinical Genomics Specialist',
    modules: [
      {
        title: 'Panel chemistry',
        lessons: [
          {
            title: 'Hybrid capture or amplicons',
            minutes: 16,
            video: ['youtube', 'OPf0YbXqDm0'],
          },
        ],
      },
      {
        title: 'Variant calling',
        lessons: [
          {
            title: 'Detecting variants below 5 % allele frequency',
            minutes: 18,
            video: ['vidyard', 'cellaris-low-vaf'],
          },
          { title: 'Library QC checklist', minutes: 5, document: 'library-qc-checklist.pdf' },
        ],
      },
    ],
  },
  {
    id: 'aurion-daily-qc',
    title: 'Aurion Daily QC and Maintenance',
    summary:
      'The five-minute daily QC, weekly cleaning and what to do when a laser delay or CV drifts out of range.',
    level: 'Beginner',
    instruments: [aurion3, aurion5],
    applications: ['Instrument care'],
    instructor: 'Cellaris Field Service',
    modules: [
      {
        title: 'Daily QC',
        lessons: [
          {
            title: 'Running daily QC beads',
            minutes: 8,
            video: ['vidyard', 'cellaris-aurion-daily-qc'],
          },
          { title: 'Daily QC and maintenance log', minutes: 4, document: 'aurion-daily-qc.pdf' },
        ],
      },
    ],
  },
];

/** Row ids: `<course>-m<n>` for modules, `<course>-m<n>-l<n>` for lessons. */
export const moduleId = (courseId: string, module: number) => `${courseId}-m${module + 1}`;
export const lessonId = (courseId: string, module: number, lesson: number) =>
  `${moduleId(courseId, module)}-l${lesson + 1}`;

export function courseRows(): Record<string, unknown>[] {
  return ACADEMY_COURSES.map((course, index) => ({
    id: course.id,
    title: course.title,
    summary: course.summary,
    level: course.level,
    instruments: course.instruments,
    applications: course.applications,
    instructor: course.instructor,
    sort_order: index + 1,
  }));
}

export function courseModuleRows(): Record<string, unknown>[] {
  return ACADEMY_COURSES.flatMap((course) =>
    course.modules.map((module, index) => ({
      id: moduleId(course.id, index),
      course_id: course.id,
      title: module.title,
      sort_order: index + 1,
    })),
  );
}

export function courseLessonRows(): Record<string, unknown>[] {
  return ACADEMY_COURSES.flatMap((course) =>
    course.modules.flatMap((module, m) =>
      module.lessons.map((lesson, l) => ({
        id: lessonId(course.id, m, l),
        module_id: moduleId(course.id, m),
        title: lesson.title,
        kind: 'video' in lesson ? 'video' : 'document',
        duration_minutes: lesson.minutes,
        video_provider: 'video' in lesson ? lesson.video[0] : null,
        video_id: 'video' in lesson ? lesson.video[1] : null,
        document_file: 'document' in lesson ? lesson.document : null,
        sort_order: l + 1,
      })),
    ),
  );
}

const MARIA = DEMO_USERS.find((user) => user.username === 'maria.manager')!;

/**
 * Maria's learning so far: half-way through the spectral course (the "continue where you left
 * off" row) and the daily QC course completed, with its certificate number.
 */
export function enrolmentRows(): Record<string, unknown>[] {
  return [
    {
      contact_id: MARIA.contactId,
      course_id: 'spectral-cytometry',
      enrolled_at: seedTime(-20),
      last_activity_at: seedTime(-2, 35),
      last_lesson_id: lessonId('spectral-cytometry', 1, 0),
      completed_at: null,
      certificate_number: null,
    },
    {
      contact_id: MARIA.contactId,
      course_id: 'aurion-daily-qc',
      enrolled_at: seedTime(-40),
      last_activity_at: seedTime(-39, 20),
      last_lesson_id: lessonId('aurion-daily-qc', 0, 1),
      completed_at: seedTime(-39, 20),
      certificate_number: 'CA-2024-000117',
    },
  ];
}

export function lessonCompletionRows(): Record<string, unknown>[] {
  const done = (course: string, module: number, lesson: number, days: number) => ({
    contact_id: MARIA.contactId,
    lesson_id: lessonId(course, module, lesson),
    course_id: course,
    completed_at: seedTime(days),
  });
  return [
    done('spectral-cytometry', 0, 0, -19),
    done('spectral-cytometry', 0, 1, -19),
    done('spectral-cytometry', 1, 0, -2),
    done('aurion-daily-qc', 0, 0, -39),
    done('aurion-daily-qc', 0, 1, -39),
  ];
}
