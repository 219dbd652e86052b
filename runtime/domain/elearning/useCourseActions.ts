import { useQueryClient } from '@tanstack/react-query';
import { useBlockMutation } from '../../data/useBlockMutation';
import { useSessionController } from '../../session/index';
import { saveCertificate } from './certificateDownload';
import { completeLesson, enrolInCourse, getCertificate } from './elearningCalls';
import { storeCourse } from './elearningStore';
import { useViewer } from './useViewer';

/**
 * The academy's writes. Each answers the course as it now stands, which replaces the cached
 * course (storeCourse); failures show inline next to the control that asked.
 */
export function useCourseActions() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const enrol = useBlockMutation({
    mutationFn: (connection, courseId: string) => enrolInCourse(connection, courseId),
    invalidates: [],
    failure: 'inline',
    onSuccess: (course) => storeCourse(queryClient, viewer, course),
  });
  const complete = useBlockMutation({
    mutationFn: (connection, { courseId, lessonId }: { courseId: string; lessonId: string }) =>
      completeLesson(connection, courseId, lessonId),
    invalidates: [],
    failure: 'inline',
    onSuccess: (course) => storeCourse(queryClient, viewer, course),
  });
  const certificate = useBlockMutation({
    mutationFn: async (connection, courseId: string) => {
      const file = await getCertificate(connection, courseId);
      saveCertificate(file);
      return file;
    },
    invalidates: [],
    failure: 'inline',
  });
  return { enrol, complete, certificate };
}

/**
 * For a guest's "Sign in to enrol": keeps `path` so signing in comes back to it (the login
 * gate's rule), then the link goes to /login.
 */
export function useReturnAfterSignIn(): (path: string) => void {
  const controller = useSessionController();
  return (path) => controller?.returnAfterSignIn(path);
}
