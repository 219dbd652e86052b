import {
  continueLearning,
  courseFacets,
  filterCourses,
  useSearchParamsUpdate,
  useSession,
  type Course,
  type CourseFilters,
} from '../../runtime/blocks';
import { Button, EmptyState, Select } from '../../runtime/ui/index';
import { ContinueRow } from './ContinueRow';
import { CourseCard } from './CourseCard';
import { FILTER_PARAMS } from './courseLinks';
import { SignInPrompt } from './SignInPrompt';

const FILTER_LABELS = { instrument: 'Instrument', application: 'Application', level: 'Level' };
const ANY = { instrument: 'All instruments', application: 'All applications', level: 'All levels' };

/**
 * The catalogue: the signed-in learner's unfinished courses first, then every course matching
 * the filters (kept in the address, so a filtered list can be shared and Back restores it).
 */
export function CourseCatalogue({
  courses,
  heading,
  showContinueRow,
  showFilters,
}: {
  courses: Course[];
  heading: string;
  showContinueRow: boolean;
  showFilters: boolean;
}) {
  const { isLoggedIn } = useSession();
  // Each filter change builds on the one before, even before its URL write has landed.
  const [params, updateParams] = useSearchParamsUpdate();
  const filters: CourseFilters = {
    instrument: params.get('instrument') ?? '',
    application: params.get('application') ?? '',
    level: params.get('level') ?? '',
  };
  const facets = courseFacets(courses);
  const shown = showFilters ? filterCourses(courses, filters) : courses;
  const filtered = FILTER_PARAMS.some((name) => filters[name] !== '');
  const setFilter = (name: keyof CourseFilters, value: string) =>
    updateParams((current) => {
      if (value) current.set(name, value);
      else current.delete(name);
      return current;
    });
  const clearFilters = () =>
    updateParams((current) => {
      for (const name of FILTER_PARAMS) current.delete(name);
      return current;
    });
  const options = {
    instrument: facets.instruments,
    application: facets.applications,
    level: facets.levels,
  };
  return (
    <>
      {isLoggedIn && showContinueRow && <ContinueRow courses={continueLearning(courses)} />}
      {!isLoggedIn && (
        <SignInPrompt
          message="Browse every course freely. Sign in to enrol, track your progress across devices and earn certificates."
          action="Sign in to enrol"
        />
      )}
      <section className="bf-elearning-catalogue" aria-labelledby="bf-elearning-heading">
        <h2 id="bf-elearning-heading">{heading}</h2>
        {showFilters && (
          <div className="bf-elearning-filters" role="group" aria-label="Filter courses">
            {FILTER_PARAMS.map((name) => (
              <Select
                key={name}
                label={FILTER_LABELS[name]}
                value={filters[name]}
                onChange={(event) => setFilter(name, event.target.value)}
                options={[
                  { value: '', label: ANY[name] },
                  ...options[name].map((value) => ({ value, label: value })),
                ]}
              />
            ))}
            {filtered && (
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            )}
          </div>
        )}
        <p className="bf-elearning-count" role="status">
          {shown.length === 1 ? '1 course' : `${shown.length} courses`}
          {filtered ? ' match your filters' : ''}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            title="No course matches these filters"
            headingLevel={3}
            icon="search"
            actions={
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          >
            Try another instrument, application or level.
          </EmptyState>
        ) : (
          <ul className="bf-elearning-grid">
            {shown.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
