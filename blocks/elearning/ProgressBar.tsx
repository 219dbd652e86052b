import type { Progress } from '../../runtime/blocks';

/** A learner's progress as a bar with its figures: "3 of 6 lessons · 50%". */
export function ProgressBar({ progress, label }: { progress: Progress; label: string }) {
  return (
    <div className="bf-elearning-progress">
      <div
        className="bf-elearning-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}%, ${progress.done} of ${progress.total} lessons`}
      >
        <span className="bf-elearning-progress-fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <span className="bf-elearning-progress-text">
        {progress.done} of {progress.total} lessons · {progress.percent}%
      </span>
    </div>
  );
}
