import { useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  courseProgress,
  courseStatus,
  durationMinutes,
  formatDuration,
  isLessonComplete,
  lessonsOf,
  moduleProgress,
  MutationError,
  nextLesson,
  useCourseActions,
  useLocale,
  useSession,
  type Course,
  type Lesson,
  useTimeZone,
} from '../../runtime/blocks';
import { Badge, Button, Icon } from '../../runtime/ui/index';
import { LESSON_PARAM } from './courseLinks';
import { LessonContent } from './LessonContent';
import { LevelBadge } from './CourseCard';
import { countLabel } from './countLabel';
import { ProgressBar } from './ProgressBar';
import { SignInPrompt } from './SignInPrompt';

const KIND_LABEL = { video: 'Video', document: 'Document' } as const;

/**
 * A course: what it covers, enrolment (or, for a guest, the way to sign in), the modules with
 * their lessons, the open lesson's video or document with "Mark as complete", the learner's
 * progress and, once complete, the certificate.
 */
export function CourseView({ course }: { course: Course }) {
  const { isLoggedIn } = useSession();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { enrol, complete, certificate } = useCourseActions();
  const [announcement, setAnnouncement] = useState('');
  const panelHeading = useRef<HTMLHeadingElement>(null);
  // The control a keyboard user pressed goes away (Enrol, Mark as complete): focus moves to what
  // comes next, once it is on screen.
  const focusLater = (find: () => HTMLElement | null) =>
    requestAnimationFrame(() => find()?.focus());
  const status = courseStatus(course);
  const enrolled = status !== 'notEnrolled';
  const lessons = lessonsOf(course);
  const next = nextLesson(course);
  const openId = enrolled ? (params.get(LESSON_PARAM) ?? next?.id ?? null) : null;

  const openLesson = (lessonId: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (lessonId) updated.set(LESSON_PARAM, lessonId);
        else updated.delete(LESSON_PARAM);
        return updated;
      },
      { replace: true },
    );

  const markComplete = (lesson: Lesson) =>
    complete.mutate(
      { courseId: course.id, lessonId: lesson.id },
      {
        onSuccess: (updated) => {
          const following = nextLesson(updated);
          const done = courseStatus(updated) === 'completed';
          setAnnouncement(
            done
              ? `${lesson.title} completed. You have completed ${course.title}.`
              : `${lesson.title} completed.`,
          );
          openLesson(done ? null : (following?.id ?? null));
          focusLater(() =>
            done || !following
              ? panelHeading.current
              : document.getElementById(`bf-lesson-toggle-${following.id}`),
          );
        },
      },
    );

  const completedOn = course.enrolment?.completedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(
        new Date(course.enrolment.completedAt),
      )
    : null;

  return (
    <article className="bf-elearning-course" aria-labelledby="bf-elearning-course-title">
      <Link className="bf-elearning-back" to={location.pathname}>
        <Icon name="chevron-left" size={16} color="currentColor" /> All courses
      </Link>
      <header className="bf-elearning-course-header">
        <div className="bf-elearning-card-badges">
          <LevelBadge level={course.level} />
          {status === 'completed' && <Badge tone="success">Completed</Badge>}
        </div>
        <h2 id="bf-elearning-course-title">{course.title}</h2>
        <p className="bf-elearning-course-summary">{course.summary}</p>
        <dl className="bf-elearning-facts">
          <div>
            <dt>Instructor</dt>
            <dd>{course.instructor}</dd>
          </div>
          <div>
            <dt>Length</dt>
            <dd>
              {countLabel(course.modules.length, 'module')} · {countLabel(lessons.length, 'lesson')}{' '}
              · {formatDuration(durationMinutes(course))}
            </dd>
          </div>
          <div>
            <dt>Instruments</dt>
            <dd>{course.instruments.join(', ')}</dd>
          </div>
          <div>
            <dt>Applications</dt>
            <dd>{course.applications.join(', ')}</dd>
          </div>
        </dl>
      </header>

      <section className="bf-elearning-panel" aria-labelledby="bf-elearning-panel-heading">
        <h3 id="bf-elearning-panel-heading" ref={panelHeading} tabIndex={-1}>
          {enrolled ? 'Your progress' : 'Take this course'}
        </h3>
        {!isLoggedIn ? (
          <SignInPrompt
            message="Sign in to enrol in this course, watch its lessons and track your progress."
            action="Sign in to enrol"
          />
        ) : !enrolled ? (
          <>
            <p>Enrol to watch the lessons, open the documents and earn a certificate.</p>
            <Button
              loading={enrol.isPending}
              onClick={() =>
                enrol.mutate(course.id, {
                  onSuccess: () => focusLater(() => panelHeading.current),
                })
              }
            >
              Enrol in this course
            </Button>
            <MutationError mutation={enrol} fallback="You could not be enrolled. Try again." />
          </>
        ) : (
          <>
            <ProgressBar progress={courseProgress(course)} label="Course progress" />
            {status === 'completed' ? (
              <div className="bf-elearning-complete">
                <p>
                  <Icon name="success" size={20} color="currentColor" /> You completed this course
                  {completedOn ? ` on ${completedOn}` : ''}. Certificate number{' '}
                  {course.enrolment?.certificateNumber}.
                </p>
                <Button
                  loading={certificate.isPending}
                  onClick={() => certificate.mutate(course.id)}
                >
                  Download certificate
                </Button>
                <MutationError
                  mutation={certificate}
                  fallback="The certificate could not be downloaded. Try again."
                />
              </div>
            ) : (
              <p className="bf-elearning-muted">
                Complete every lesson to earn your certificate of completion.
              </p>
            )}
          </>
        )}
        <p className="bf-visually-hidden" role="status">
          {announcement}
        </p>
      </section>

      <ol className="bf-elearning-modules">
        {course.modules.map((module, index) => {
          const progress = moduleProgress(course, module);
          return (
            <li key={module.id} className="bf-elearning-module">
              <div className="bf-elearning-module-header">
                <h3>
                  Module {index + 1}: {module.title}
                </h3>
                <span className="bf-elearning-muted">
                  {enrolled
                    ? `${progress.done} of ${progress.total} lessons done`
                    : `${countLabel(module.lessons.length, 'lesson')} · ${formatDuration(durationMinutes(module))}`}
                </span>
              </div>
              <ol className="bf-elearning-lessons">
                {module.lessons.map((lesson) => {
                  const done = isLessonComplete(course, lesson.id);
                  const open = openId === lesson.id;
                  const meta = `${KIND_LABEL[lesson.kind]} · ${formatDuration(lesson.durationMinutes)}`;
                  return (
                    <li
                      key={lesson.id}
                      className={`bf-elearning-lesson${open ? ' bf-elearning-lesson-open' : ''}`}
                    >
                      <span
                        className={`bf-elearning-lesson-mark${done ? ' bf-elearning-lesson-done' : ''}`}
                        aria-hidden="true"
                      >
                        {done && <Icon name="check" size={14} color="currentColor" />}
                      </span>
                      <div className="bf-elearning-lesson-body">
                        {enrolled ? (
                          <button
                            type="button"
                            id={`bf-lesson-toggle-${lesson.id}`}
                            className="bf-elearning-lesson-toggle"
                            aria-expanded={open}
                            aria-controls={`bf-lesson-${lesson.id}`}
                            onClick={() => openLesson(open ? null : lesson.id)}
                          >
                            {lesson.title}
                            {done && <span className="bf-visually-hidden"> (completed)</span>}
                          </button>
                        ) : (
                          <span className="bf-elearning-lesson-title">{lesson.title}</span>
                        )}
                        <span className="bf-elearning-muted bf-elearning-lesson-meta">{meta}</span>
                        {enrolled && open && (
                          <div
                            className="bf-elearning-lesson-content"
                            id={`bf-lesson-${lesson.id}`}
                          >
                            <LessonContent lesson={lesson} />
                            {done ? (
                              <p className="bf-elearning-done-note">
                                <Icon name="check" size={16} color="currentColor" /> Lesson
                                completed
                              </p>
                            ) : (
                              <Button
                                loading={complete.isPending}
                                onClick={() => markComplete(lesson)}
                              >
                                Mark as complete
                              </Button>
                            )}
                            <MutationError
                              mutation={complete}
                              fallback="Your progress was not saved. Try again."
                            />
                          </div>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
