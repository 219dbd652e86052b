import { Link, useLocation } from 'react-router-dom';
import {
  courseProgress,
  courseStatus,
  durationMinutes,
  formatDuration,
  lessonsOf,
  type Course,
} from '../../runtime/blocks';
import { Badge } from '../../runtime/ui/index';
import { courseHref } from './courseLinks';
import { countLabel } from './countLabel';
import { ProgressBar } from './ProgressBar';

const LEVEL_TONE = { Beginner: 'success', Intermediate: 'info', Advanced: 'accent' } as const;

/** The level as a badge, coloured by level. */
export function LevelBadge({ level }: { level: string }) {
  const tone = LEVEL_TONE[level as keyof typeof LEVEL_TONE] ?? 'neutral';
  return <Badge tone={tone}>{level}</Badge>;
}

/** A course in the catalogue: level, title, summary, what it covers and the learner's progress. */
export function CourseCard({ course }: { course: Course }) {
  const location = useLocation();
  const status = courseStatus(course);
  const lessons = lessonsOf(course).length;
  return (
    <article className="bf-elearning-card" aria-labelledby={`bf-course-${course.id}`}>
      <div className="bf-elearning-card-badges">
        <LevelBadge level={course.level} />
        {status === 'completed' && <Badge tone="success">Completed</Badge>}
        {(status === 'inProgress' || status === 'notStarted') && (
          <Badge tone="info">Enrolled</Badge>
        )}
      </div>
      <h3 className="bf-elearning-card-title" id={`bf-course-${course.id}`}>
        <Link to={courseHref(location.pathname, course.id)}>{course.title}</Link>
      </h3>
      <p className="bf-elearning-card-summary">{course.summary}</p>
      <dl className="bf-elearning-facts">
        <div>
          <dt>Length</dt>
          <dd>
            {countLabel(course.modules.length, 'module')} · {countLabel(lessons, 'lesson')} ·{' '}
            {formatDuration(durationMinutes(course))}
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
      {status !== 'notEnrolled' && (
        <ProgressBar progress={courseProgress(course)} label={`Progress in ${course.title}`} />
      )}
    </article>
  );
}
