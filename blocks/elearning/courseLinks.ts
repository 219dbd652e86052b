/** The block's own addresses: the catalogue and a course (and lesson) on the same page. */
export const COURSE_PARAM = 'course';
export const LESSON_PARAM = 'lesson';
export const FILTER_PARAMS = ['instrument', 'application', 'level'] as const;

/** The page's path with `?course=<id>` (and `&lesson=<id>`), keeping no catalogue filters. */
export function courseHref(pathname: string, courseId: string, lessonId?: string | null): string {
  const params = new URLSearchParams({ [COURSE_PARAM]: courseId });
  if (lessonId) params.set(LESSON_PARAM, lessonId);
  return `${pathname}?${params.toString()}`;
}
