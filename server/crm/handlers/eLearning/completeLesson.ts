import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { lessonIdsOf, readCourse } from '../../records/academy';
import { learnerOf } from './academyCaller';

/**
 * Marks a lesson (courseId, lessonId) of an enrolled course complete for the signed-in contact
 * and remembers it as where they left off. When it was the last lesson not yet done, the course
 * is completed and gets its certificate number. Completing a lesson twice changes nothing but
 * the place left off, so a retry is harmless. Answers the course as the course view shows it.
 */
export const completeLesson: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const learner = learnerOf(request.caller, 'track your progress');
    if (typeof learner !== 'string') return learner;
    const courseId = stringArg(request, 'courseId');
    const lessonId = stringArg(request, 'lessonId');
    if (!courseId || !lessonId) return crmError('courseId and lessonId are required.');
    const course = await readCourse(request.db, learner, courseId);
    if (!course) return crmError('Course not found.', 404);
    const lessons = lessonIdsOf(course);
    if (!lessons.includes(lessonId)) return crmError('Lesson not found in this course.', 404);
    if (!course.enrolment) return crmError('Enrol in this course to track your progress.', 409);
    await request.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO elearning_lesson_completions (contact_id, lesson_id, course_id)
         VALUES ($1, $2, $3) ON CONFLICT (contact_id, lesson_id) DO NOTHING`,
        [learner, lessonId, courseId],
      );
      await tx.query(
        `UPDATE elearning_enrolments SET last_lesson_id = $3, last_activity_at = now()
          WHERE contact_id = $1 AND course_id = $2`,
        [learner, courseId, lessonId],
      );
      const [{ done = 0 } = {}] = await tx.query<{ done: number }>(
        `SELECT count(*)::int AS done FROM elearning_lesson_completions
          WHERE contact_id = $1 AND course_id = $2 AND lesson_id = ANY($3::text[])`,
        [learner, courseId, lessons],
      );
      if (done === lessons.length) {
        await tx.query(
          `UPDATE elearning_enrolments
              SET completed_at = now(),
                  certificate_number = 'CA-' || to_char(now(), 'YYYY') || '-' ||
                                       lpad(nextval('elearning_certificate_seq')::text, 6, '0')
            WHERE contact_id = $1 AND course_id = $2 AND completed_at IS NULL`,
          [learner, courseId],
        );
      }
    });
    return ok(await readCourse(request.db, learner, courseId));
  },
};
