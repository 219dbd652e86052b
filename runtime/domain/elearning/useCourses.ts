import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { courseOptions, coursesOptions } from './elearningStore';
import { useViewer } from './useViewer';

/**
 * The academy's catalogue with the signed-in user's progress. Its failure is shown by the block
 * (QueryStates with a retry), never as the global error toast.
 */
export function useCourses() {
  const connection = useGatewayConnection();
  return useQuery(coursesOptions(connection, useViewer()));
}

/** One course with its lessons (their content once enrolled); nothing is asked for null. */
export function useCourse(courseId: string | null) {
  const connection = useGatewayConnection();
  const viewer = useViewer();
  return useQuery({
    ...courseOptions(connection, viewer, courseId ?? ''),
    enabled: courseId !== null,
  });
}
