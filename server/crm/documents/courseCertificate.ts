import type { AcademyCourse } from '../records/academy';
import { renderPdf } from './renderPdf';

const ISSUER = 'Cellaris Academy, Cellaris Biosciences';

/**
 * A course's certificate of completion as a PDF: who, which course, its level, instruments and
 * applications, the modules covered with the total learning time, the completion date and the
 * certificate number that verifies it. Dated by the completion, so the same certificate always
 * has the same bytes.
 */
export async function renderCertificate(facts: {
  learner: string;
  course: AcademyCourse;
  completedAt: Date;
  certificateNumber: string;
}): Promise<Uint8Array> {
  const { course } = facts;
  const minutes = course.modules
    .flatMap((module) => module.lessons)
    .reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
  const date = facts.completedAt.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return renderPdf(
    {
      title: 'Certificate of completion',
      subtitle: `${facts.learner} completed ${course.title}`,
      sections: [
        {
          heading: 'Awarded to',
          rows: [
            ['Name', facts.learner],
            ['Course', course.title],
            ['Level', course.level],
            ['Completed on', date],
            ['Learning time', `${Math.floor(minutes / 60)} h ${minutes % 60} min`],
            ['Certificate number', facts.certificateNumber],
          ],
        },
        {
          heading: 'Modules covered',
          rows: course.modules.map((module, index) => [
            `Module ${index + 1}`,
            `${module.title} (${module.lessons.length} ${module.lessons.length === 1 ? 'lesson' : 'lessons'})`,
          ]),
        },
        {
          heading: 'Scope',
          rows: [
            ['Instruments', course.instruments.join(', ')],
            ['Applications', course.applications.join(', ')],
            ['Instructor', course.instructor],
          ],
          paragraphs: [
            `Issued by ${ISSUER}. Quote the certificate number to have it verified by Cellaris customer support.`,
          ],
        },
      ],
    },
    { author: ISSUER, created: facts.completedAt },
  );
}
