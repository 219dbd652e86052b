import type { QueryClient } from '@tanstack/query-core';
import type { GatewayConnection } from '../../gateway/index';
import { getCourse, getCourses } from './elearningCalls';
import type { Course } from './elearningTypes';

/**
 * The academy's query keys. Keyed by whether a user is signed in, so a sign-out or sign-in never
 * shows the previous person's progress from the cache.
 */
export const elearningKeys = {
  all: ['elearning'] as const,
  courses: (viewer: string) => ['elearning', viewer, 'courses'] as const,
  course: (viewer: string, courseId: string) => ['elearning', viewer, 'course', courseId] as const,
};

/** The catalogue as a query. */
export function coursesOptions(connection: GatewayConnection, viewer: string) {
  return {
    queryKey: elearningKeys.courses(viewer),
    queryFn: ({ signal }: { signal: AbortSignal }) => getCourses(connection, signal),
    meta: { handlesErrors: true },
  };
}

/** One course as a query. */
export function courseOptions(connection: GatewayConnection, viewer: string, courseId: string) {
  return {
    queryKey: elearningKeys.course(viewer, courseId),
    queryFn: ({ signal }: { signal: AbortSignal }) => getCourse(connection, courseId, signal),
    meta: { handlesErrors: true },
  };
}

/**
 * After a write the CRM answers the course as it now stands: it replaces the cached course at
 * once (no second request for the view), and the catalogue's progress is refetched.
 */
export function storeCourse(queryClient: QueryClient, viewer: string, course: Course): void {
  queryClient.setQueryData(elearningKeys.course(viewer, course.id), course);
  void queryClient.invalidateQueries({ queryKey: elearningKeys.courses(viewer) });
}
