/**
 * The academy's courses as the eLearning base answers them (server/crm/records/academy.ts), for
 * stories and block tests: a few of the seeded courses, with or without the learner's progress.
 */
import type { Course, Enrolment, Lesson } from '../../runtime/blocks';

const video = (
  id: string,
  title: string,
  minutes: number,
  provider: 'youtube' | 'vidyard',
  videoId: string,
): Lesson => ({
  id,
  title,
  kind: 'video',
  durationMinutes: minutes,
  video: { provider, videoId },
  document: null,
});
const document = (id: string, title: string, minutes: number, fileName: string): Lesson => ({
  id,
  title,
  kind: 'document',
  durationMinutes: minutes,
  video: null,
  document: { fileName, url: `/documents/${fileName}` },
});

const FLOW_BASICS: Course = {
  id: 'flow-cytometry-basics',
  title: 'Flow Cytometry Basics',
  summary:
    'How a flow cytometer measures cells, which controls you need and how to gate a first immunophenotyping experiment.',
  level: 'Beginner',
  instruments: ['Aurion 3L flow cytometer', 'Aurion 5L spectral analyzer'],
  applications: ['Immunophenotyping', 'Cell viability'],
  instructor: 'Dr. Lena Hoffmann, Applications Scientist',
  modules: [
    {
      id: 'flow-cytometry-basics-m1',
      title: 'How a flow cytometer works',
      lessons: [
        video(
          'flow-cytometry-basics-m1-l1',
          'Fluidics, optics and electronics',
          12,
          'youtube',
          'M7lc1UVf-VE',
        ),
        document(
          'flow-cytometry-basics-m1-l2',
          'Instrument anatomy handout',
          5,
          'flow-basics-handout.pdf',
        ),
      ],
    },
    {
      id: 'flow-cytometry-basics-m2',
      title: 'Controls and compensation',
      lessons: [
        video(
          'flow-cytometry-basics-m2-l1',
          'Single-stain controls and compensation',
          15,
          'vidyard',
          'cellaris-compensation-101',
        ),
        document(
          'flow-cytometry-basics-m2-l2',
          'Spectral spillover chart',
          5,
          'spillover-chart.svg',
        ),
      ],
    },
  ],
  enrolment: null,
};

const SPECTRAL: Course = {
  id: 'spectral-cytometry',
  title: 'Spectral Cytometry: From Panel to Unmixing',
  summary:
    'Full-spectrum signatures, designing a 20+ colour panel and unmixing with reference controls on the Aurion 5L.',
  level: 'Intermediate',
  instruments: ['Aurion 5L spectral analyzer'],
  applications: ['Immunophenotyping', 'High-parameter panels'],
  instructor: 'Dr. Marcus Feld, Senior Field Application Specialist',
  modules: [
    {
      id: 'spectral-cytometry-m1',
      title: 'Spectral signatures',
      lessons: [
        video(
          'spectral-cytometry-m1-l1',
          'Why full-spectrum detection',
          11,
          'youtube',
          'ScMzIvxBSi4',
        ),
        document(
          'spectral-cytometry-m1-l2',
          'Application note: a 40-colour spectral panel',
          10,
          'appnote-40-colour-panel.pdf',
        ),
      ],
    },
    {
      id: 'spectral-cytometry-m2',
      title: 'Designing the panel',
      lessons: [
        video(
          'spectral-cytometry-m2-l1',
          'Matching brightness to antigen density',
          16,
          'vidyard',
          'cellaris-spectral-panel-design',
        ),
        document('spectral-cytometry-m2-l2', 'Panel design worksheet', 8, 'panel-design.xlsx'),
      ],
    },
  ],
  enrolment: null,
};

const NGS: Course = {
  id: 'ngs-library-prep',
  title: 'NGS Library Prep Essentials',
  summary:
    'From input DNA or RNA to a pooled, quantified library: fragmentation, adapters, indexing and QC before loading the Sequra.',
  level: 'Beginner',
  instruments: ['Sequra NGS sequencer'],
  applications: ['RNA-seq', 'Whole-genome sequencing'],
  instructor: 'Dr. Priya Raman, Genomics Applications Lead',
  modules: [
    {
      id: 'ngs-library-prep-m1',
      title: 'From sample to library',
      lessons: [
        video(
          'ngs-library-prep-m1-l1',
          'Input quality and fragmentation',
          13,
          'youtube',
          'tgbNymZ7vqY',
        ),
      ],
    },
  ],
  enrolment: null,
};

const SINGLE_CELL: Course = {
  id: 'single-cell-rna-seq',
  title: 'Single-Cell RNA-seq Workflows',
  summary:
    'Dissociation, viability and capture on the Chromis controller, barcoded libraries and a first look at the data.',
  level: 'Advanced',
  instruments: ['Chromis single-cell controller', 'Sequra NGS sequencer'],
  applications: ['Single-cell', 'RNA-seq'],
  instructor: 'Dr. Priya Raman, Genomics Applications Lead',
  modules: [
    {
      id: 'single-cell-rna-seq-m1',
      title: 'Sample preparation',
      lessons: [
        video(
          'single-cell-rna-seq-m1-l1',
          'Tissue dissociation without stress genes',
          15,
          'youtube',
          'dQw4w9WgXcQ',
        ),
      ],
    },
  ],
  enrolment: null,
};

/** Without lesson content: how a guest, or someone not enrolled, receives a course. */
export function outlineOf(course: Course): Course {
  return {
    ...course,
    modules: course.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => ({ ...lesson, video: null, document: null })),
    })),
  };
}

/** An enrolment with `completedLessonIds` done. */
export function enrolled(course: Course, enrolment: Partial<Enrolment> = {}): Course {
  return {
    ...course,
    enrolment: {
      enrolledAt: '2026-11-01T09:00:00Z',
      lastActivityAt: '2026-11-20T15:30:00Z',
      lastLessonId: enrolment.completedLessonIds?.at(-1) ?? null,
      completedAt: null,
      certificateNumber: null,
      completedLessonIds: [],
      ...enrolment,
    },
  };
}

/** The courses, full (with content) as an enrolled learner's course view receives them. */
export const ACADEMY = { FLOW_BASICS, SPECTRAL, NGS, SINGLE_CELL };

/** The catalogue as a guest sees it. */
export const GUEST_CATALOGUE: Course[] = [FLOW_BASICS, SPECTRAL, NGS, SINGLE_CELL].map(outlineOf);

/** The catalogue of a learner half-way through the spectral course who completed NGS. */
export const LEARNER_CATALOGUE: Course[] = [
  outlineOf(FLOW_BASICS),
  outlineOf(
    enrolled(SPECTRAL, {
      completedLessonIds: ['spectral-cytometry-m1-l1', 'spectral-cytometry-m1-l2'],
    }),
  ),
  outlineOf(
    enrolled(NGS, {
      completedLessonIds: ['ngs-library-prep-m1-l1'],
      completedAt: '2026-11-10T10:00:00Z',
      certificateNumber: 'CA-2026-001042',
    }),
  ),
  outlineOf(SINGLE_CELL),
];
