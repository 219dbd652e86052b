import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  isMissingCourse,
  QueryStates,
  useCourse,
  useCourses,
  type BlockProps,
} from '../../runtime/blocks';
import { EmptyState } from '../../runtime/ui/index';
// Derived from schemas/blocks/elearning.schema.json by scripts/compileValidators.ts.
import type { ElearningConfiguration } from '../../schemas/generated/blocks/elearning';
import { COURSE_PARAM } from './courseLinks';
import { CourseCatalogue } from './CourseCatalogue';
import { CourseView } from './CourseView';
import './elearning.css';

/**
 * The elearning block (issue 20): the academy's catalogue, or the course named by `?course=`.
 * Everyone sees the catalogue and the courses' outlines; signing in, then enrolling, opens the
 * lessons and tracks progress, which the CRM keeps per contact. Its loading, error and empty
 * states are the data-block kit's (QueryStates).
 */
export default function Elearning({ configuration }: BlockProps<ElearningConfiguration>) {
  const [params] = useSearchParams();
  const location = useLocation();
  const courseId = params.get(COURSE_PARAM);
  const heading = configuration.heading ?? 'Courses';
  const courses = useCourses();
  const course = useCourse(courseId);
  return (
    <div className="bf-elearning">
      {courseId && course.isError && isMissingCourse(course.error) ? (
        <EmptyState
          title="This course is not available"
          icon="search"
          actions={
            <Link className="bf-button bf-button-primary" to={location.pathname}>
              See all courses
            </Link>
          }
        >
          It may have been retired or the link is mistyped.
        </EmptyState>
      ) : courseId ? (
        <QueryStates
          query={course}
          loading="Loading the course…"
          error="The course could not be loaded."
        >
          {(data) => <CourseView course={data} />}
        </QueryStates>
      ) : (
        <QueryStates
          query={courses}
          loading={`Loading ${heading}…`}
          error={`${heading} could not be loaded.`}
          isEmpty={(data) => data.length === 0}
          empty="No courses are available yet."
        >
          {(data) => (
            <CourseCatalogue
              courses={data}
              heading={heading}
              showContinueRow={configuration.showContinueRow !== false}
              showFilters={configuration.showFilters !== false}
            />
          )}
        </QueryStates>
      )}
    </div>
  );
}
