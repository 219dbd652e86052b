import { ok, type CrmHandler } from '../../handler';
import { readCourses } from '../../records/academy';

/**
 * The academy's catalogue: every active course with its outline; a signed-in contact's own
 * enrolments and progress with it (the "continue where you left off" row), none for a guest.
 * Lesson content is not part of the catalogue (getCourse).
 */
export const getCourses: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const courses = await readCourses(request.db, request.caller.contactId);
    return ok({ courses });
  },
};
