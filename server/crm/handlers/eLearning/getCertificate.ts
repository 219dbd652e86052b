import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { readCourse } from '../../records/academy';
import { renderCertificate } from '../../documents/courseCertificate';
import { learnerOf } from './academyCaller';

/**
 * The completion certificate (PDF) of a course (courseId) the signed-in contact completed, as
 * `{fileName, contentType, base64}`: the document travels through the gateway like every other
 * answer, so only the verified caller ever receives their own. Anyone else, and a course not
 * completed yet, gets a 403 saying why.
 */
export const getCertificate: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const learner = learnerOf(request.caller, 'download a certificate');
    if (typeof learner !== 'string') return learner;
    const courseId = stringArg(request, 'courseId');
    if (!courseId) return crmError('courseId is required.');
    const course = await readCourse(request.db, learner, courseId);
    if (!course) return crmError('Course not found.', 404);
    const enrolment = course.enrolment;
    if (!enrolment?.completedAt || !enrolment.certificateNumber) {
      return crmError('Complete every lesson of this course to get its certificate.', 403);
    }
    const [contact] = await request.db.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM contacts WHERE id = $1',
      [learner],
    );
    const body = await renderCertificate({
      learner: contact ? `${contact.first_name} ${contact.last_name}` : 'Cellaris customer',
      course,
      completedAt: new Date(enrolment.completedAt),
      certificateNumber: enrolment.certificateNumber,
    });
    return ok({
      fileName: `certificate-${course.id}.pdf`,
      contentType: 'application/pdf',
      base64: Buffer.from(body).toString('base64'),
    });
  },
};
