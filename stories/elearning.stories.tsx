import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/elearning.schema.json';
import { sessionAtom, SIGNED_OUT } from '../runtime/session/sessionState';
import type { Course } from '../runtime/blocks';
import {
  ACADEMY,
  enrolled,
  GUEST_CATALOGUE,
  LEARNER_CATALOGUE,
  outlineOf,
} from './support/academyCourses';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers, type CrmCall } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport } from './support/storyStates';

/**
 * The academy's answers: the catalogue, and the course a story opens. The block reads
 * the session the way the storefront keeps it (the session atom); `asLearner` signs maria in.
 */
function academy(catalogue: Course[], course?: Course) {
  return gatewayAnswers((call: CrmCall) => {
    if (call.type === 'getCourses') return { statusCode: 200, content: { courses: catalogue } };
    if (call.type === 'getCourse' && course) return { statusCode: 200, content: course };
    return { statusCode: 404, content: 'Query name not found, improper request.' };
  });
}

const asLearner: Decorator = (Story) => {
  const store = createStore();
  store.set(sessionAtom, {
    ...SIGNED_OUT,
    token: { access_token: 'story', expires_in: 3600 },
    profile: {
      username: 'maria.manager',
      given_name: 'Maria',
      family_name: 'Keller',
      email: 'maria@example.com',
      userType: 'AWSManager',
      'custom:salesforceAccountId': null,
      'custom:salesforceContactId': null,
      'custom:salesforceOrgId': null,
      'custom:local': null,
      locale: 'en-US',
    },
  });
  return (
    <Provider store={store}>
      <Story />
    </Provider>
  );
};

/**
 * A guest in a store of its own: stories share one page and one default store, so a story that
 * signed someone in there before must not make this one signed in.
 */
const asGuest: Decorator = (Story) => {
  const store = createStore();
  store.set(sessionAtom, SIGNED_OUT);
  return (
    <Provider store={store}>
      <Story />
    </Provider>
  );
};

const meta = {
  title: 'Blocks/Elearning',
  ...blockMeta({
    componentName: 'elearning',
    schema,
    block: { configuration: { heading: 'Courses', showContinueRow: true, showFilters: true } },
  }),
  parameters: { componentName: 'elearning', path: '/elearning' },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: every course, the filters and the invitation to sign in to enrol. */
export const GuestCatalogue: Story = {
  globals: { viewer: 'guest' },
  decorators: [asGuest],
  parameters: { msw: academy(GUEST_CATALOGUE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Courses' })).toBeVisible();
    // The block may load again when the story's viewer settles: wait for it.
    await expect(
      await canvas.findByRole('link', { name: 'Sign in to enrol' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** A signed-in learner: the "continue where you left off" row above the catalogue. */
export const LearnerCatalogue: Story = {
  decorators: [asLearner],
  parameters: { msw: academy(LEARNER_CATALOGUE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Continue where you left off' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Continue: Matching brightness to antigen density' }),
    ).toBeVisible();
  },
};

/** Filters that match nothing: the empty state with a way back. */
export const NoMatch: Story = {
  parameters: { msw: academy(GUEST_CATALOGUE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByLabelText('Instrument'),
      'Sequra NGS sequencer',
    );
    await userEvent.selectOptions(canvas.getByLabelText('Level'), 'Intermediate');
    await expect(canvas.getByText('No course matches these filters')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: gatewayAnswers(() => 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading Courses…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: academy([]) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No courses are available yet.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: UNABLE_TO_LOCK_ROW' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Courses could not be loaded.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A guest on a course: the outline and the sign-in prompt, no lesson content. */
export const GuestCourse: Story = {
  globals: { viewer: 'guest' },
  decorators: [asGuest],
  parameters: {
    path: '/elearning?course=flow-cytometry-basics',
    msw: academy(GUEST_CATALOGUE, outlineOf(ACADEMY.FLOW_BASICS)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Flow Cytometry Basics', level: 2 }),
    ).toBeVisible();
    // The block may load again when the story's viewer settles: wait for it.
    await expect(
      await canvas.findByRole('link', { name: 'Sign in to enrol' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Signed in, not enrolled: the Enrol button. */
export const NotEnrolled: Story = {
  decorators: [asLearner],
  parameters: {
    path: '/elearning?course=flow-cytometry-basics',
    msw: academy(LEARNER_CATALOGUE, outlineOf(ACADEMY.FLOW_BASICS)),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Enrol in this course' }),
    ).toBeVisible();
  },
};

/** Half-way: progress, finished lessons ticked, the next lesson open with its video. */
export const InProgress: Story = {
  decorators: [asLearner],
  parameters: {
    path: '/elearning?course=spectral-cytometry',
    msw: academy(
      LEARNER_CATALOGUE,
      enrolled(ACADEMY.SPECTRAL, {
        completedLessonIds: ['spectral-cytometry-m1-l1', 'spectral-cytometry-m1-l2'],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Course progress' }),
    ).toHaveAttribute('aria-valuenow', '50');
    await expect(
      canvas.getByRole('button', { name: 'Play video: Matching brightness to antigen density' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark as complete' })).toBeVisible();
  },
};

/** A document lesson open: the preview link. */
export const DocumentLesson: Story = {
  decorators: [asLearner],
  parameters: {
    path: '/elearning?course=flow-cytometry-basics&lesson=flow-cytometry-basics-m1-l2',
    msw: academy(LEARNER_CATALOGUE, enrolled(ACADEMY.FLOW_BASICS)),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Open Instrument anatomy handout' }),
    ).toBeVisible();
  },
};

/** Completed: the date, the certificate number and the download. */
export const Completed: Story = {
  decorators: [asLearner],
  parameters: {
    path: '/elearning?course=ngs-library-prep',
    msw: academy(
      LEARNER_CATALOGUE,
      enrolled(ACADEMY.NGS, {
        completedLessonIds: ['ngs-library-prep-m1-l1'],
        completedAt: '2026-11-10T10:00:00Z',
        certificateNumber: 'CA-2026-001042',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Download certificate' }),
    ).toBeVisible();
  },
};

/** A stale link: the course is gone, the way back to the catalogue. */
export const MissingCourse: Story = {
  parameters: {
    path: '/elearning?course=retired-course',
    msw: gatewayAnswers((call) =>
      call.type === 'getCourse'
        ? { statusCode: 404, content: 'ERROR: Course not found.' }
        : { statusCode: 200, content: { courses: GUEST_CATALOGUE } },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This course is not available'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  decorators: [asLearner],
  parameters: { msw: academy(LEARNER_CATALOGUE) },
};

export const MobileCourse: Story = {
  ...atViewport('mobile'),
  decorators: [asLearner],
  parameters: {
    path: '/elearning?course=spectral-cytometry',
    msw: academy(
      LEARNER_CATALOGUE,
      enrolled(ACADEMY.SPECTRAL, { completedLessonIds: ['spectral-cytometry-m1-l1'] }),
    ),
  },
};
