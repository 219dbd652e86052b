import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { readCourse } from '../../records/academy';

/**
 * One course (courseId) for the course view: its outline, and for an enrolled contact their
 * progress and each lesson's video or document. Guests and contacts not enrolled get the outline.
 */
export const getCourse: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const courseId = stringArg(request, 'courseId');
    if (!courseId) return crmError('courseId is required.');
    const course = await readCourse(request.db, request.caller.contactId, courseId);
    return course ? ok(course) : crmError('Course not found.', 404);
  },
};
