import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import type { Crm, Db } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { callerOf, crmCall, GUEST_CALLER, MARIA, PAUL } from './crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

const BASE = '/services/apexrest/elearning';

interface Lesson {
  id: string;
  kind: string;
  video: unknown;
  document: { url: string } | null;
}
interface Course {
  id: string;
  title: string;
  modules: { lessons: Lesson[] }[];
  enrolment: {
    completedLessonIds: string[];
    completedAt: string | null;
    certificateNumber: string | null;
    lastLessonId: string | null;
  } | null;
}

const asPaul = {
  userType: PAUL.group,
  accountId: PAUL.accountId,
  contactId: PAUL.contactId,
  caller: callerOf(PAUL),
};
const asGuest = {
  userType: 'AWSGuest',
  accountId: DEMO_STOREFRONTS.guest.guestAccountId!,
  domain: DEMO_STOREFRONTS.guest.domain,
  contactId: undefined,
  caller: GUEST_CALLER,
};

function call(
  type: string,
  who: Partial<typeof asPaul> | typeof asGuest,
  query: Record<string, string> = {},
  callType: 'GET' | 'POST' = 'GET',
) {
  return crm.makeCall(crmCall(type, { base: BASE, query, callType, ...who }));
}

const lessonsOf = (course: Course) => course.modules.flatMap((module) => module.lessons);

describe('the academy catalogue (getCourses)', () => {
  it('shows a guest every course with its outline and no enrolment or lesson content', async () => {
    const result = await call('getCourses', asGuest);
    expect(result.statusCode).toBe(200);
    const { courses } = result.content as { courses: Course[] };
    expect(courses.map((course) => course.title)).toEqual(
      expect.arrayContaining(['Flow Cytometry Basics', 'NGS Library Prep Essentials']),
    );
    expect(courses.length).toBeGreaterThanOrEqual(8);
    for (const course of courses) {
      expect(course.enrolment).toBeNull();
      expect(lessonsOf(course).every((lesson) => !lesson.video && !lesson.document)).toBe(true);
    }
  });

  it('answers each user with their own progress only', async () => {
    const maria = (await call('getCourses', {})).content as { courses: Course[] };
    const spectral = maria.courses.find((course) => course.id === 'spectral-cytometry')!;
    expect(spectral.enrolment?.completedLessonIds).toHaveLength(3);
    const paul = (await call('getCourses', asPaul)).content as { courses: Course[] };
    expect(paul.courses.find((course) => course.id === 'spectral-cytometry')!.enrolment).toBeNull();
  });

  it('refuses a call naming another contact', async () => {
    const result = await call('getCourses', { ...asPaul, contactId: MARIA.contactId });
    expect(result.statusCode).toBe(403);
  });
});

describe('a course (getCourse)', () => {
  it('gives lesson content only to an enrolled contact', async () => {
    const forMaria = (await call('getCourse', {}, { courseId: 'spectral-cytometry' }))
      .content as Course;
    const lessons = lessonsOf(forMaria);
    expect(lessons.find((lesson) => lesson.kind === 'video')?.video).toMatchObject({
      provider: expect.any(String),
    });
    expect(lessons.find((lesson) => lesson.kind === 'document')?.document?.url).toMatch(
      /^\/documents\//,
    );
    const forGuest = (await call('getCourse', asGuest, { courseId: 'spectral-cytometry' }))
      .content as Course;
    expect(lessonsOf(forGuest).every((lesson) => !lesson.video && !lesson.document)).toBe(true);
  });

  it('answers an unknown course as not found', async () => {
    const result = await call('getCourse', asGuest, { courseId: 'no-such-course' });
    expect(result).toEqual({ statusCode: 404, content: 'ERROR: Course not found.' });
  });
});

describe('enrolment and progress', () => {
  it('asks a guest to sign in and changes nothing', async () => {
    const result = await call('enrolInCourse', asGuest, { courseId: 'ngs-library-prep' }, 'POST');
    expect(result).toEqual({ statusCode: 403, content: 'ERROR: Sign in to enrol in a course.' });
    const complete = await call(
      'completeLesson',
      asGuest,
      { courseId: 'ngs-library-prep', lessonId: 'ngs-library-prep-m1-l1' },
      'POST',
    );
    expect(complete.statusCode).toBe(403);
  });

  it('refuses to complete a lesson before enrolling', async () => {
    const result = await call(
      'completeLesson',
      asPaul,
      { courseId: 'viability-cell-cycle', lessonId: 'viability-cell-cycle-m1-l1' },
      'POST',
    );
    expect(result).toEqual({
      statusCode: 409,
      content: 'ERROR: Enrol in this course to track your progress.',
    });
  });

  it('refuses a lesson of another course', async () => {
    await call('enrolInCourse', asPaul, { courseId: 'targeted-sequencing' }, 'POST');
    const result = await call(
      'completeLesson',
      asPaul,
      { courseId: 'targeted-sequencing', lessonId: 'flow-cytometry-basics-m1-l1' },
      'POST',
    );
    expect(result.statusCode).toBe(404);
  });

  it('keeps progress per user, completes the course and issues the certificate only then', async () => {
    const enrolled = await call(
      'enrolInCourse',
      asPaul,
      { courseId: 'flow-cytometry-basics' },
      'POST',
    );
    expect(enrolled.statusCode).toBe(200);
    const course = enrolled.content as Course;
    expect(course.enrolment).toMatchObject({ completedLessonIds: [], completedAt: null });
    const lessons = lessonsOf(course).map((lesson) => lesson.id);
    expect(lessons.length).toBeGreaterThan(2);

    const early = await call('getCertificate', asPaul, { courseId: 'flow-cytometry-basics' });
    expect(early).toEqual({
      statusCode: 403,
      content: 'ERROR: Complete every lesson of this course to get its certificate.',
    });

    for (const lessonId of lessons.slice(0, -1)) {
      const done = await call(
        'completeLesson',
        asPaul,
        { courseId: 'flow-cytometry-basics', lessonId },
        'POST',
      );
      expect(done.statusCode).toBe(200);
    }
    // Twice is harmless.
    await call(
      'completeLesson',
      asPaul,
      { courseId: 'flow-cytometry-basics', lessonId: lessons[0]! },
      'POST',
    );
    const partial = (await call('getCourse', asPaul, { courseId: 'flow-cytometry-basics' }))
      .content as Course;
    expect(partial.enrolment?.completedLessonIds).toHaveLength(lessons.length - 1);
    expect(partial.enrolment?.lastLessonId).toBe(lessons[0]);
    expect(partial.enrolment?.completedAt).toBeNull();
    // Maria's view of the course is untouched by Paul's progress.
    const mariaView = (await call('getCourse', {}, { courseId: 'flow-cytometry-basics' }))
      .content as Course;
    expect(mariaView.enrolment).toBeNull();

    const last = await call(
      'completeLesson',
      asPaul,
      { courseId: 'flow-cytometry-basics', lessonId: lessons.at(-1)! },
      'POST',
    );
    const completed = last.content as Course;
    expect(completed.enrolment?.completedAt).toEqual(expect.any(String));
    expect(completed.enrolment?.certificateNumber).toMatch(/^CA-\d{4}-\d{6}$/);

    const certificate = await call('getCertificate', asPaul, { courseId: 'flow-cytometry-basics' });
    expect(certificate.statusCode).toBe(200);
    const file = certificate.content as { fileName: string; contentType: string; base64: string };
    expect(file).toMatchObject({
      fileName: 'certificate-flow-cytometry-basics.pdf',
      contentType: 'application/pdf',
    });
    const pdf = await PDFDocument.load(Buffer.from(file.base64, 'base64'));
    expect(pdf.getTitle()).toBe('Certificate of completion');
    expect(pdf.getSubject()).toBe('Paul Okafor completed Flow Cytometry Basics');

    // Paul's certificate is his: Maria, who never took the course, gets none.
    const forMaria = await call('getCertificate', {}, { courseId: 'flow-cytometry-basics' });
    expect(forMaria.statusCode).toBe(403);
    const forGuest = await call('getCertificate', asGuest, { courseId: 'flow-cytometry-basics' });
    expect(forGuest.statusCode).toBe(403);
  });

  it('gives maria the seeded certificate of the course she completed', async () => {
    const result = await call('getCertificate', {}, { courseId: 'aurion-daily-qc' });
    expect(result.statusCode).toBe(200);
  });

  it('refuses the wrong method', async () => {
    const result = await call('enrolInCourse', asPaul, { courseId: 'ngs-library-prep' }, 'GET');
    expect(result.statusCode).toBe(405);
  });
});
