import { describe, expect, it } from 'vitest';
import {
  continueLearning,
  courseFacets,
  courseProgress,
  courseStatus,
  durationMinutes,
  filterCourses,
  formatDuration,
  moduleProgress,
  nextLesson,
  NO_COURSE_FILTERS,
} from '../../../../runtime/domain/elearning/elearningRules';
import type {
  Course,
  Enrolment,
  Lesson,
} from '../../../../runtime/domain/elearning/elearningTypes';

const lesson = (id: string, minutes = 10): Lesson => ({
  id,
  title: `Lesson ${id}`,
  kind: 'video',
  durationMinutes: minutes,
  video: null,
  document: null,
});

function course(
  id: string,
  enrolment: Partial<Enrolment> | null = null,
  facts: Partial<Pick<Course, 'level' | 'instruments' | 'applications'>> = {},
): Course {
  return {
    id,
    title: id,
    summary: '',
    level: 'Beginner',
    instruments: ['Aurion 3L'],
    applications: ['Immunophenotyping'],
    instructor: '',
    modules: [
      { id: 'm1', title: 'One', lessons: [lesson('a', 12), lesson('b', 5)] },
      { id: 'm2', title: 'Two', lessons: [lesson('c', 15)] },
    ],
    enrolment: enrolment && {
      enrolledAt: '2026-01-01T00:00:00Z',
      lastActivityAt: '2026-01-01T00:00:00Z',
      lastLessonId: null,
      completedAt: null,
      certificateNumber: null,
      completedLessonIds: [],
      ...enrolment,
    },
    ...facts,
  };
}

describe('courseProgress', () => {
  it.each([
    ['not enrolled', null, { done: 0, total: 3, percent: 0 }],
    ['enrolled, nothing done', {}, { done: 0, total: 3, percent: 0 }],
    [
      'one of three (rounded down)',
      { completedLessonIds: ['a'] },
      { done: 1, total: 3, percent: 33 },
    ],
    [
      'two of three: 66, never 67',
      { completedLessonIds: ['a', 'c'] },
      { done: 2, total: 3, percent: 66 },
    ],
    ['all done', { completedLessonIds: ['a', 'b', 'c'] }, { done: 3, total: 3, percent: 100 }],
    [
      'a lesson no longer in the course is not counted',
      { completedLessonIds: ['a', 'gone'] },
      { done: 1, total: 3, percent: 33 },
    ],
  ])('%s', (_name, enrolment, expected) => {
    expect(courseProgress(course('x', enrolment))).toEqual(expected);
  });

  it('is 0 % of an empty course', () => {
    expect(courseProgress({ modules: [], enrolment: null })).toEqual({
      done: 0,
      total: 0,
      percent: 0,
    });
  });

  it('counts per module', () => {
    const c = course('x', { completedLessonIds: ['b'] });
    expect(moduleProgress(c, c.modules[0]!)).toEqual({ done: 1, total: 2, percent: 50 });
    expect(moduleProgress(c, c.modules[1]!)).toEqual({ done: 0, total: 1, percent: 0 });
  });
});

describe('courseStatus', () => {
  it.each([
    [null, 'notEnrolled'],
    [{}, 'notStarted'],
    [{ completedLessonIds: ['a'] }, 'inProgress'],
    // Every lesson done but the CRM has not completed it (yet): still in progress.
    [{ completedLessonIds: ['a', 'b', 'c'] }, 'inProgress'],
    [{ completedLessonIds: ['a', 'b', 'c'], completedAt: '2026-02-01T00:00:00Z' }, 'completed'],
  ] as [Partial<Enrolment> | null, string][])('%j is %s', (enrolment, expected) => {
    expect(courseStatus(course('x', enrolment))).toBe(expected);
  });
});

describe('nextLesson', () => {
  it.each([
    ['not enrolled', null, null],
    ['nothing done: the first', {}, 'a'],
    ['after the one last worked on', { completedLessonIds: ['a'], lastLessonId: 'a' }, 'b'],
    ['skips lessons done', { completedLessonIds: ['a', 'b'], lastLessonId: 'a' }, 'c'],
    ['wraps to the first not done', { completedLessonIds: ['c'], lastLessonId: 'c' }, 'a'],
    [
      'an unknown last lesson: the first not done',
      { completedLessonIds: ['a'], lastLessonId: 'gone' },
      'b',
    ],
    ['all done: none', { completedLessonIds: ['a', 'b', 'c'], lastLessonId: 'c' }, null],
  ])('%s', (_name, enrolment, expected) => {
    expect(nextLesson(course('x', enrolment))?.id ?? null).toBe(expected);
  });
});

describe('continueLearning', () => {
  it('lists enrolled, unfinished courses, last worked on first', () => {
    const courses = [
      course('guest-view', null),
      course('older', { lastActivityAt: '2026-01-02T00:00:00Z' }),
      course('done', {
        completedAt: '2026-01-05T00:00:00Z',
        lastActivityAt: '2026-01-05T00:00:00Z',
      }),
      course('newer', { lastActivityAt: '2026-01-04T00:00:00Z', completedLessonIds: ['a'] }),
    ];
    expect(continueLearning(courses).map((c) => c.id)).toEqual(['newer', 'older']);
  });
});

describe('filterCourses and courseFacets', () => {
  const courses = [
    course('flow', null, {
      level: 'Beginner',
      instruments: ['Aurion 3L', 'Aurion 5L'],
      applications: ['Immunophenotyping'],
    }),
    course('spectral', null, {
      level: 'Intermediate',
      instruments: ['Aurion 5L'],
      applications: ['High-parameter panels', 'Immunophenotyping'],
    }),
    course('ngs', null, { level: 'Advanced', instruments: ['Sequra'], applications: ['RNA-seq'] }),
  ];

  it.each([
    ['no filter', NO_COURSE_FILTERS, ['flow', 'spectral', 'ngs']],
    ['an instrument', { ...NO_COURSE_FILTERS, instrument: 'Aurion 5L' }, ['flow', 'spectral']],
    [
      'an application',
      { ...NO_COURSE_FILTERS, application: 'Immunophenotyping' },
      ['flow', 'spectral'],
    ],
    ['a level', { ...NO_COURSE_FILTERS, level: 'Advanced' }, ['ngs']],
    [
      'all three together',
      { instrument: 'Aurion 5L', application: 'Immunophenotyping', level: 'Intermediate' },
      ['spectral'],
    ],
    ['nothing matches', { ...NO_COURSE_FILTERS, instrument: 'Sequra', level: 'Beginner' }, []],
  ])('%s', (_name, filters, expected) => {
    expect(filterCourses(courses, filters).map((c) => c.id)).toEqual(expected);
  });

  it('offers the values the courses carry, levels in level order', () => {
    expect(courseFacets([...courses].reverse())).toEqual({
      instruments: ['Aurion 3L', 'Aurion 5L', 'Sequra'],
      applications: ['High-parameter panels', 'Immunophenotyping', 'RNA-seq'],
      levels: ['Beginner', 'Intermediate', 'Advanced'],
    });
  });
});

describe('durations', () => {
  it('adds the lessons of a course or a module', () => {
    const c = course('x');
    expect(durationMinutes(c)).toBe(32);
    expect(durationMinutes(c.modules[0]!)).toBe(17);
  });

  it.each([
    [5, '5 min'],
    [60, '1 h'],
    [95, '1 h 35 min'],
    [120, '2 h'],
  ])('%i minutes read %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});
