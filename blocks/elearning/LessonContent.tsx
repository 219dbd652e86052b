import { useState } from 'react';
import { previewFileType, safeHref, videoEmbedUrl, type Lesson } from '../../runtime/blocks';
import {
  FilePreviewDialog,
  isPlainClick,
  VideoPlayer,
  type PreviewedFile,
} from '../../runtime/ui/index';

/**
 * A lesson's material: a video through the video block's rules (its providers, its player with
 * no third-party request before the click) or a document through the preview rules (the allowed
 * file types, shown in the preview dialog). A lesson whose material breaks those rules says so
 * instead of showing a broken player or an unexpected download.
 */
export function LessonContent({ lesson }: { lesson: Lesson }) {
  const [previewed, setPreviewed] = useState<PreviewedFile | null>(null);
  if (lesson.video) {
    const src = safeHref(videoEmbedUrl({ ...lesson.video, autoplay: true }));
    if (!src) return <p className="bf-elearning-note">This video is not available.</p>;
    return <VideoPlayer src={src} title={lesson.title} />;
  }
  if (lesson.document) {
    const href = safeHref(lesson.document.url);
    const type = previewFileType(lesson.document);
    if (!href || !type) return <p className="bf-elearning-note">This document is not available.</p>;
    return (
      <div className="bf-elearning-document">
        <a
          href={href}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setPreviewed({ label: lesson.title, href, type });
          }}
        >
          Open {lesson.title}
        </a>
        <span className="bf-elearning-muted"> ({type.toUpperCase()})</span>
        <FilePreviewDialog file={previewed} onClose={() => setPreviewed(null)} />
      </div>
    );
  }
  return null;
}
