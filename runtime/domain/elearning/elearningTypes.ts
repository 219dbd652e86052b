/**
 * The shapes the eLearning base answers with (server/crm/README.md, "E-learning"): a course with
 * its outline and, for a signed-in contact, their enrolment. Lesson content (the video or the
 * document) comes only to an enrolled contact.
 */

/** The levels of the academy's courses, in the order a catalogue lists them. */
export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** A lesson: a video (the video block's providers) or a document (the preview rules). */
export interface Lesson {
  id: string;
  title: string;
  kind: 'video' | 'document';
  durationMinutes: number;
  video: { provider: 'youtube' | 'vidyard'; videoId: string } | null;
  document: { fileName: string; url: string } | null;
}

/** A module of a course: complete when every lesson in it is. */
export interface CourseModule {
  id: string;
  title: string;
  lessons: Lesson[];
}

/** The signed-in contact's enrolment in a course and their progress in it. */
export interface Enrolment {
  enrolledAt: string;
  lastActivityAt: string;
  lastLessonId: string | null;
  completedAt: string | null;
  certificateNumber: string | null;
  completedLessonIds: string[];
}

/** A course of the academy. */
export interface Course {
  id: string;
  title: string;
  summary: string;
  level: string;
  instruments: string[];
  applications: string[];
  instructor: string;
  modules: CourseModule[];
  enrolment: Enrolment | null;
}

/** A certificate as the CRM sends it: the PDF's bytes in base64. */
export interface CertificateFile {
  fileName: string;
  contentType: string;
  base64: string;
}
