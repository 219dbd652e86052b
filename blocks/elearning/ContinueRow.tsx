import { Link, useLocation } from 'react-router-dom';
import { courseProgress, nextLesson, type Course } from '../../runtime/blocks';
import { courseHref } from './courseLinks';
import { ProgressBar } from './ProgressBar';

/** "Continue where you left off": the signed-in learner's unfinished courses, latest first. */
export function ContinueRow({ courses }: { courses: Course[] }) {
  const location = useLocation();
  if (courses.length === 0) return null;
  return (
    <section className="bf-elearning-continue" aria-labelledby="bf-elearning-continue-heading">
      <h3 id="bf-elearning-continue-heading">Continue where you left off</h3>
      <ul className="bf-elearning-continue-list">
        {courses.map((course) => {
          const next = nextLesson(course);
          return (
            <li key={course.id} className="bf-elearning-continue-item">
              <p className="bf-elearning-continue-title">{course.title}</p>
              <ProgressBar
                progress={courseProgress(course)}
                label={`Progress in ${course.title}`}
              />
              {next && (
                <Link
                  className="bf-button bf-button-secondary"
                  to={courseHref(location.pathname, course.id, next.id)}
                >
                  Continue: {next.title}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
