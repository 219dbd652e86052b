-- E-learning (issue 20): the Cellaris Academy courses and each contact's enrolments and progress.
-- Numbered apart from 0020 so a parallel branch taking the issue's number for its own migration
-- (the configurator and CPQ work of the same issue) cannot collide on a version.

-- A course of the academy; instruments and applications are the catalogue's filter facets.
CREATE TABLE elearning_courses (
  id               text PRIMARY KEY,
  title            text NOT NULL,
  summary          text NOT NULL,
  level            text NOT NULL CHECK (level IN ('Beginner', 'Intermediate', 'Advanced')),
  instruments      text[] NOT NULL DEFAULT '{}',
  applications     text[] NOT NULL DEFAULT '{}',
  instructor       text NOT NULL,
  sort_order       integer NOT NULL,
  active           boolean NOT NULL DEFAULT true
);

-- A module groups lessons; it is complete when every lesson in it is.
CREATE TABLE elearning_modules (
  id          text PRIMARY KEY,
  course_id   text NOT NULL REFERENCES elearning_courses (id),
  title       text NOT NULL,
  sort_order  integer NOT NULL
);
CREATE INDEX elearning_modules_by_course ON elearning_modules (course_id, sort_order);

-- A lesson is a video (youtube or vidyard, the video block's providers) or a document (a file
-- the organisation's document store serves at /documents/<file>).
CREATE TABLE elearning_lessons (
  id                text PRIMARY KEY,
  module_id         text NOT NULL REFERENCES elearning_modules (id),
  title             text NOT NULL,
  kind              text NOT NULL CHECK (kind IN ('video', 'document')),
  duration_minutes  integer NOT NULL CHECK (duration_minutes > 0),
  video_provider    text CHECK (video_provider IN ('youtube', 'vidyard')),
  video_id          text,
  document_file     text,
  sort_order        integer NOT NULL,
  CHECK ((kind = 'video' AND video_provider IS NOT NULL AND video_id IS NOT NULL)
      OR (kind = 'document' AND document_file IS NOT NULL))
);
CREATE INDEX elearning_lessons_by_module ON elearning_lessons (module_id, sort_order);

-- A contact's enrolment: progress is per person, kept across sign-outs and devices.
CREATE TABLE elearning_enrolments (
  contact_id          text NOT NULL REFERENCES contacts (id),
  course_id           text NOT NULL REFERENCES elearning_courses (id),
  enrolled_at         timestamptz NOT NULL DEFAULT now(),
  last_activity_at    timestamptz NOT NULL DEFAULT now(),
  last_lesson_id      text REFERENCES elearning_lessons (id),
  completed_at        timestamptz,
  certificate_number  text UNIQUE,
  PRIMARY KEY (contact_id, course_id)
);

CREATE TABLE elearning_lesson_completions (
  contact_id    text NOT NULL REFERENCES contacts (id),
  lesson_id     text NOT NULL REFERENCES elearning_lessons (id),
  course_id     text NOT NULL REFERENCES elearning_courses (id),
  completed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (contact_id, lesson_id),
  FOREIGN KEY (contact_id, course_id) REFERENCES elearning_enrolments (contact_id, course_id)
);

-- Certificate numbers CA-<year>-<number>, never reused.
CREATE SEQUENCE elearning_certificate_seq START 1000;
