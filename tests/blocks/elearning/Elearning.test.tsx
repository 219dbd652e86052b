import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Elearning from '../../../blocks/elearning/Elearning';
import type { Course } from '../../../runtime/blocks';
import { sessionAtom, SIGNED_OUT } from '../../../runtime/session/sessionState';
import {
  ACADEMY,
  enrolled,
  GUEST_CATALOGUE,
  LEARNER_CATALOGUE,
  outlineOf,
} from '../../../stories/support/academyCourses';
import { callType, renderWithGateway } from '../dataBlockHarness';

type Answer = { statusCode: number; content: unknown };

/** The block at `path` as a guest or maria, the CRM played by `answer` (per call type). */
function renderElearning(
  path: string,
  answer: (type: string, data: Record<string, unknown>) => Answer,
  signedIn = false,
) {
  const store = createStore();
  if (signedIn) {
    store.set(sessionAtom, {
      ...SIGNED_OUT,
      token: { access_token: 'a', expires_in: 3600 },
      profile: { username: 'maria.manager', given_name: 'Maria', locale: 'en-US' } as never,
    });
  }
  return renderWithGateway(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Elearning blockId="b1" configuration={{}} contentJSON={null} />
      </MemoryRouter>
    </Provider>,
    (data) => answer(callType(data) ?? '', data),
  );
}

const ok = (content: unknown): Answer => ({ statusCode: 200, content });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the elearning block for a guest', () => {
  it('shows the catalogue, filters it and asks to sign in to enrol', async () => {
    renderElearning('/elearning', () => ok({ courses: GUEST_CATALOGUE }));
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('4 courses');
    expect(screen.getByRole('link', { name: 'Sign in to enrol' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByText('Continue where you left off')).toBeNull();

    await userEvent.selectOptions(
      screen.getByLabelText('Instrument'),
      'Aurion 5L spectral analyzer',
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Flow Cytometry Basics',
      'Spectral Cytometry: From Panel to Unmixing',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Advanced');
    expect(screen.getByText('No course matches these filters')).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('shows a course outline without lessons and a sign-in prompt', async () => {
    renderElearning('/elearning?course=flow-cytometry-basics', (type) =>
      type === 'getCourse' ? ok(outlineOf(ACADEMY.FLOW_BASICS)) : ok({ courses: GUEST_CATALOGUE }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Flow Cytometry Basics', level: 2 }),
    ).toBeVisible();
    expect(screen.getByText('Fluidics, optics and electronics')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enrol in this course' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to enrol' })).toBeVisible();
  });
});

describe('a course that does not exist', () => {
  it('says so and leads back to the catalogue', async () => {
    renderElearning('/elearning?course=retired-course', (type) =>
      type === 'getCourse'
        ? { statusCode: 404, content: 'ERROR: Course not found.' }
        : ok({ courses: GUEST_CATALOGUE }),
    );
    expect(await screen.findByText('This course is not available')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'See all courses' }));
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeVisible();
  });
});

describe('the elearning block for a signed-in learner', () => {
  it('offers to continue unfinished courses at the next lesson', async () => {
    renderElearning('/elearning', () => ok({ courses: LEARNER_CATALOGUE }), true);
    const row = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(
      within(row).getByRole('link', { name: 'Continue: Matching brightness to antigen density' }),
    ).toHaveAttribute(
      'href',
      '/elearning?course=spectral-cytometry&lesson=spectral-cytometry-m2-l1',
    );
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    // The completed course is not in the row.
    expect(within(row).queryByText('NGS Library Prep Essentials')).toBeNull();
  });

  it('enrols, completes lessons one by one and downloads the certificate', async () => {
    let course: Course = outlineOf(ACADEMY.NGS);
    const calls: string[] = [];
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:certificate';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderElearning(
      '/elearning?course=ngs-library-prep',
      (type) => {
        calls.push(type);
        if (type === 'enrolInCourse') course = enrolled(ACADEMY.NGS);
        if (type === 'completeLesson')
          course = enrolled(ACADEMY.NGS, {
            completedLessonIds: ['ngs-library-prep-m1-l1'],
            completedAt: '2026-11-25T10:00:00Z',
            certificateNumber: 'CA-2026-001043',
          });
        if (type === 'getCertificate')
          return ok({
            fileName: 'certificate-ngs-library-prep.pdf',
            contentType: 'application/pdf',
            base64: 'JVBERi0=',
          });
        return type === 'getCourses' ? ok({ courses: [course] }) : ok(course);
      },
      true,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol in this course' }));
    // Enrolled: the next lesson opens with its video (the video block's player) and the action.
    expect(
      await screen.findByRole('button', { name: 'Play video: Input quality and fragmentation' }),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText(/You completed this course on November 25, 2026/)).toBeVisible();
    // The pressed button is gone: focus moves to the progress panel.
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your progress' })).toHaveFocus(),
    );
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download certificate' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(saved[0]?.type).toBe('application/pdf');
    expect(calls).toEqual(
      expect.arrayContaining(['enrolInCourse', 'completeLesson', 'getCertificate']),
    );
  });

  it('shows why a lesson was not saved', async () => {
    renderElearning(
      '/elearning?course=ngs-library-prep',
      (type) =>
        type === 'completeLesson'
          ? { statusCode: 409, content: 'ERROR: Enrol in this course to track your progress.' }
          : type === 'getCourses'
            ? ok({ courses: [] })
            : ok(enrolled(ACADEMY.NGS)),
      true,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enrol in this course to track your progress.',
    );
  });

  it('opens a document lesson in the preview dialog', async () => {
    renderElearning(
      '/elearning?course=flow-cytometry-basics&lesson=flow-cytometry-basics-m1-l2',
      (type) => (type === 'getCourses' ? ok({ courses: [] }) : ok(enrolled(ACADEMY.FLOW_BASICS))),
      true,
    );
    const link = await screen.findByRole('link', { name: 'Open Instrument anatomy handout' });
    expect(link).toHaveAttribute('href', '/documents/flow-basics-handout.pdf');
    await userEvent.click(link);
    expect(await screen.findByRole('dialog', { name: 'Instrument anatomy handout' })).toBeVisible();
  });
});
