import { COURSE_LEVELS, type Course, type CourseModule, type Lesson } from './elearningTypes';

/**
 * The academy's rules, pure: progress, the next lesson, completion, the "continue where you left
 * off" row and the catalogue's filters. The server decides what a user may do; these only say
 * what to show.
 */

/** Every lesson of a course, in order. */
export function lessonsOf(course: Pick<Course, 'modules'>): Lesson[] {
  return course.modules.flatMap((module) => module.lessons);
}

/** How far a learner is: lessons done of all, and the whole percentage (rounded down). */
export interface Progress {
  done: number;
  total: number;
  percent: number;
}

function progressOf(lessons: readonly Lesson[], completed: ReadonlySet<string>): Progress {
  const total = lessons.length;
  const done = lessons.filter((lesson) => completed.has(lesson.id)).length;
  // Rounded down: 99 % until the last lesson is done, never 100 % too early.
  return { done, total, percent: total === 0 ? 0 : Math.floor((done / total) * 100) };
}

const completedOf = (course: Pick<Course, 'enrolment'>) =>
  new Set(course.enrolment?.completedLessonIds ?? []);

/** The course's progress for its learner (0 of n when not enrolled). */
export function courseProgress(course: Pick<Course, 'modules' | 'enrolment'>): Progress {
  return progressOf(lessonsOf(course), completedOf(course));
}

/** A module's progress within an enrolled course. */
export function moduleProgress(course: Pick<Course, 'enrolment'>, module: CourseModule): Progress {
  return progressOf(module.lessons, completedOf(course));
}

/** Whether a lesson is done by the course's learner. */
export function isLessonComplete(course: Pick<Course, 'enrolment'>, lessonId: string): boolean {
  return course.enrolment?.completedLessonIds.includes(lessonId) ?? false;
}

/** Where a learner stands in a course. */
export type CourseStatus = 'notEnrolled' | 'notStarted' | 'inProgress' | 'completed';

/** The course's status for its learner: completed only once the CRM says so. */
export function courseStatus(course: Pick<Course, 'modules' | 'enrolment'>): CourseStatus {
  const enrolment = course.enrolment;
  if (!enrolment) return 'notEnrolled';
  if (enrolment.completedAt) return 'completed';
  return courseProgress(course).done === 0 ? 'notStarted' : 'inProgress';
}

/**
 * The lesson to continue with: the first not yet done after the one last worked on, else the
 * first not done at all (lessons may be done out of order); null when every lesson is done or the
 * learner is not enrolled.
 */
export function nextLesson(course: Pick<Course, 'modules' | 'enrolment'>): Lesson | null {
  if (!course.enrolment) return null;
  const lessons = lessonsOf(course);
  const completed = completedOf(course);
  const last = lessons.findIndex((lesson) => lesson.id === course.enrolment?.lastLessonId);
  const after = lessons.slice(last + 1).find((lesson) => !completed.has(lesson.id));
  return after ?? lessons.find((lesson) => !completed.has(lesson.id)) ?? null;
}

/** The "continue where you left off" row: enrolled, unfinished courses, last worked on first. */
export function continueLearning(courses: readonly Course[]): Course[] {
  return courses
    .filter((course) => course.enrolment && !course.enrolment.completedAt)
    .sort((a, b) =>
      (b.enrolment?.lastActivityAt ?? '').localeCompare(a.enrolment?.lastActivityAt ?? ''),
    );
}

/** The catalogue's filters; an empty value means any. */
export interface CourseFilters {
  instrument: string;
  application: string;
  level: string;
}

/** No filter chosen. */
export const NO_COURSE_FILTERS: CourseFilters = { instrument: '', application: '', level: '' };

/** The courses that match every chosen filter, in the academy's order. */
export function filterCourses(courses: readonly Course[], filters: CourseFilters): Course[] {
  return courses.filter(
    (course) =>
      (!filters.instrument || course.instruments.includes(filters.instrument)) &&
      (!filters.application || course.applications.includes(filters.application)) &&
      (!filters.level || course.level === filters.level),
  );
}

/** The choices each filter offers: the values the courses carry (levels in level order). */
export interface CourseFacets {
  instruments: string[];
  applications: string[];
  levels: string[];
}

/** The filters' choices, from the courses themselves, so no filter ever offers an empty list. */
export function courseFacets(courses: readonly Course[]): CourseFacets {
  const sorted = (values: Iterable<string>) =>
    [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));
  const levels = new Set(courses.map((course) => course.level));
  return {
    instruments: sorted(courses.flatMap((course) => course.instruments)),
    applications: sorted(courses.flatMap((course) => course.applications)),
    levels: [
      ...COURSE_LEVELS.filter((level) => levels.has(level)),
      ...sorted(
        [...levels].filter((level) => !(COURSE_LEVELS as readonly string[]).includes(level)),
      ),
    ],
  };
}

/** The learning time of a course or module, in minutes. */
export function durationMinutes(
  item: { lessons: readonly Lesson[] } | Pick<Course, 'modules'>,
): number {
  const lessons = 'lessons' in item ? item.lessons : lessonsOf(item);
  return lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
}

/** A duration as people read it: 45 min, 1 h, 1 h 20 min. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
