/**
 * The e-learning area of the domain layer (runtime/domain/README.md; issue 20): the Cellaris
 * Academy's catalogue, enrolment, per-user progress and certificates on the eLearning base. What
 * the built-in blocks take through runtime/blocks.ts; keys and calls stay inside.
 */
export {
  continueLearning,
  courseFacets,
  courseProgress,
  courseStatus,
  durationMinutes,
  filterCourses,
  formatDuration,
  isLessonComplete,
  lessonsOf,
  moduleProgress,
  nextLesson,
  NO_COURSE_FILTERS,
  type CourseFacets,
  type CourseFilters,
  type CourseStatus,
  type Progress,
} from './elearningRules';
export {
  COURSE_LEVELS,
  type CertificateFile,
  type Course,
  type CourseModule,
  type Enrolment,
  type Lesson,
} from './elearningTypes';
export { isMissingCourse } from './elearningCalls';
export { useCourseActions, useReturnAfterSignIn } from './useCourseActions';
export { useCourse, useCourses } from './useCourses';
