import { GatewayError, makeCall, type GatewayConnection } from '../../gateway/index';
import type { CertificateFile, Course } from './elearningTypes';

/**
 * The CRM calls of the academy (eLearning base; server/crm/README.md, "E-learning"), each a plain
 * function of the gateway connection. The CRM acts for the verified caller: progress is the
 * signed-in contact's own.
 */

/** getCourses: the catalogue with the caller's enrolments. */
export async function getCourses(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<Course[]> {
  const content = await makeCall<{ courses?: Course[] } | []>(
    connection,
    { base: 'eLearning', type: 'getCourses', method: 'GET' },
    { signal },
  );
  return Array.isArray(content) ? [] : (content.courses ?? []);
}

/** getCourse: one course; lesson content when the caller is enrolled. */
export function getCourse(
  connection: GatewayConnection,
  courseId: string,
  signal?: AbortSignal,
): Promise<Course> {
  return makeCall<Course>(
    connection,
    { base: 'eLearning', type: 'getCourse', method: 'GET', query: { courseId } },
    { signal },
  );
}

/** enrolInCourse: enrols the caller (a second enrolment changes nothing, so retries are safe). */
export function enrolInCourse(connection: GatewayConnection, courseId: string): Promise<Course> {
  return makeCall<Course>(
    connection,
    { base: 'eLearning', type: 'enrolInCourse', method: 'POST', payload: { courseId } },
    { idempotent: true },
  );
}

/** completeLesson: marks a lesson done (idempotent) and answers the course as it now stands. */
export function completeLesson(
  connection: GatewayConnection,
  courseId: string,
  lessonId: string,
): Promise<Course> {
  return makeCall<Course>(
    connection,
    { base: 'eLearning', type: 'completeLesson', method: 'POST', payload: { courseId, lessonId } },
    { idempotent: true },
  );
}

/** getCertificate: the caller's certificate of a completed course. */
export function getCertificate(
  connection: GatewayConnection,
  courseId: string,
): Promise<CertificateFile> {
  return makeCall<CertificateFile>(connection, {
    base: 'eLearning',
    type: 'getCertificate',
    method: 'GET',
    query: { courseId },
  });
}

/** Whether a course read failed because there is no such course (a stale or mistyped link). */
export function isMissingCourse(error: unknown): boolean {
  return error instanceof GatewayError && error.statusCode === 404;
}
