import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { readCourse } from '../../records/academy';
import { learnerOf } from './academyCaller';

/**
 * Enrols the signed-in contact in a course (courseId) and answers the course with its lessons'
 * content. Enrolling again keeps the first enrolment and its progress, so a retry is harmless.
 */
export const enrolInCourse: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const learner = learnerOf(request.caller, 'enrol in a course');
    if (typeof learner !== 'string') return learner;
    const courseId = stringArg(request, 'courseId');
    if (!courseId) return crmError('courseId is required.');
    const [course] = await request.db.query(
      'SELECT 1 FROM elearning_courses WHERE id = $1 AND active',
      [courseId],
    );
    if (!course) return crmError('Course not found.', 404);
    await request.db.query(
      `INSERT INTO elearning_enrolments (contact_id, course_id) VALUES ($1, $2)
       ON CONFLICT (contact_id, course_id) DO NOTHING`,
      [learner, courseId],
    );
    return ok(await readCourse(request.db, learner, courseId));
  },
};
