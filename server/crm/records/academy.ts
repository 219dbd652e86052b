import type { Db } from '../../shared/contracts';

/**
 * The Cellaris Academy as the eLearning base answers it (issue 20). One shape for the catalogue
 * and the course view: a course with its outline (modules and lessons) and, for a signed-in
 * contact, their enrolment. A lesson's content (the video or the document) is sent only to an
 * enrolled contact; everyone else, guests included, sees the outline.
 */
export interface AcademyLesson {
  id: string;
  title: string;
  kind: 'video' | 'document';
  durationMinutes: number;
  /** Only for an enrolled contact. */
  video: { provider: 'youtube' | 'vidyard'; videoId: string } | null;
  /** Only for an enrolled contact: the organisation's document at `/documents/<fileName>`. */
  document: { fileName: string; url: string } | null;
}

export interface AcademyModule {
  id: string;
  title: string;
  lessons: AcademyLesson[];
}

export interface AcademyEnrolment {
  enrolledAt: string;
  lastActivityAt: string;
  lastLessonId: string | null;
  completedAt: string | null;
  certificateNumber: string | null;
  completedLessonIds: string[];
}

export interface AcademyCourse {
  id: string;
  title: string;
  summary: string;
  level: string;
  instruments: string[];
  applications: string[];
  instructor: string;
  modules: AcademyModule[];
  /** Null for a guest or a contact who has not enrolled. */
  enrolment: AcademyEnrolment | null;
}

type CourseRow = {
  id: string;
  title: string;
  summary: string;
  level: string;
  instruments: string[];
  applications: string[];
  instructor: string;
};

type LessonRow = {
  id: string;
  module_id: string;
  module_title: string;
  course_id: string;
  title: string;
  kind: 'video' | 'document';
  duration_minutes: number;
  video_provider: 'youtube' | 'vidyard' | null;
  video_id: string | null;
  document_file: string | null;
};

type EnrolmentRow = {
  course_id: string;
  enrolled_at: string;
  last_activity_at: string;
  last_lesson_id: string | null;
  completed_at: string | null;
  certificate_number: string | null;
  completed_lesson_ids: string[] | null;
};

/** The active courses (all, or the one of `courseId`) in the academy's order. */
async function courseRows(db: Db, courseId?: string): Promise<CourseRow[]> {
  return db.query<CourseRow>(
    `SELECT id, title, summary, level, instruments, applications, instructor
       FROM elearning_courses
      WHERE active AND ($1::text IS NULL OR id = $1)
      ORDER BY sort_order`,
    [courseId ?? null],
  );
}

async function lessonRows(db: Db, courseIds: string[]): Promise<LessonRow[]> {
  return db.query<LessonRow>(
    `SELECT l.id, l.module_id, m.title AS module_title, m.course_id, l.title, l.kind,
            l.duration_minutes, l.video_provider, l.video_id, l.document_file
       FROM elearning_lessons l JOIN elearning_modules m ON m.id = l.module_id
      WHERE m.course_id = ANY($1::text[])
      ORDER BY m.course_id, m.sort_order, l.sort_order`,
    [courseIds],
  );
}

/** The contact's enrolments with the lessons they completed, by course. */
async function enrolmentRows(
  db: Db,
  contactId: string,
  courseIds: string[],
): Promise<Map<string, AcademyEnrolment>> {
  const rows = await db.query<EnrolmentRow>(
    `SELECT e.course_id, e.enrolled_at, e.last_activity_at, e.last_lesson_id, e.completed_at,
            e.certificate_number,
            (SELECT array_agg(c.lesson_id ORDER BY c.completed_at, c.lesson_id)
               FROM elearning_lesson_completions c
              WHERE c.contact_id = e.contact_id AND c.course_id = e.course_id) AS completed_lesson_ids
       FROM elearning_enrolments e
      WHERE e.contact_id = $1 AND e.course_id = ANY($2::text[])`,
    [contactId, courseIds],
  );
  return new Map(
    rows.map((row) => [
      row.course_id,
      {
        enrolledAt: row.enrolled_at,
        lastActivityAt: row.last_activity_at,
        lastLessonId: row.last_lesson_id,
        completedAt: row.completed_at,
        certificateNumber: row.certificate_number,
        completedLessonIds: row.completed_lesson_ids ?? [],
      },
    ]),
  );
}

function lessonOf(row: LessonRow, withContent: boolean): AcademyLesson {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    durationMinutes: row.duration_minutes,
    video:
      withContent && row.kind === 'video' && row.video_provider && row.video_id
        ? { provider: row.video_provider, videoId: row.video_id }
        : null,
    document:
      withContent && row.kind === 'document' && row.document_file
        ? { fileName: row.document_file, url: `/documents/${row.document_file}` }
        : null,
  };
}

/**
 * The courses with their outlines and the contact's enrolments (none for a guest). With
 * `withContent`, lessons of courses the contact is enrolled in carry their video or document.
 */
export async function readCourses(
  db: Db,
  contactId: string | null,
  options: { courseId?: string; withContent?: boolean } = {},
): Promise<AcademyCourse[]> {
  const courses = await courseRows(db, options.courseId);
  if (courses.length === 0) return [];
  const ids = courses.map((course) => course.id);
  const [lessons, enrolments] = await Promise.all([
    lessonRows(db, ids),
    contactId ? enrolmentRows(db, contactId, ids) : Promise.resolve(new Map()),
  ]);
  return courses.map((course) => {
    const enrolment: AcademyEnrolment | null = enrolments.get(course.id) ?? null;
    const modules: AcademyModule[] = [];
    for (const row of lessons.filter((lesson) => lesson.course_id === course.id)) {
      let module = modules.at(-1);
      if (!module || module.id !== row.module_id) {
        module = { id: row.module_id, title: row.module_title, lessons: [] };
        modules.push(module);
      }
      module.lessons.push(lessonOf(row, Boolean(options.withContent && enrolment)));
    }
    return { ...course, modules, enrolment };
  });
}

/** One course as the course view shows it, or null when there is no such active course. */
export async function readCourse(
  db: Db,
  contactId: string | null,
  courseId: string,
): Promise<AcademyCourse | null> {
  const [course] = await readCourses(db, contactId, { courseId, withContent: true });
  return course ?? null;
}

/** Every lesson id of a course, in order. */
export function lessonIdsOf(course: AcademyCourse): string[] {
  return course.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
}
