import { useState } from 'react';
import {
  saveDownload,
  templateCsv,
  templateFileName,
  templateXlsx,
  type UploadTemplateKind,
} from '../../runtime/blocks';
import { Button } from '../../runtime/ui/index';

/** The template in both formats; the XLSX writer loads only when that one is asked for. */
export function TemplateDownloads({ kind }: { kind: UploadTemplateKind }) {
  const [preparing, setPreparing] = useState(false);
  const [failed, setFailed] = useState(false);
  const label = kind === 'panel' ? 'panel template' : 'order list template';

  async function downloadXlsx() {
    setPreparing(true);
    setFailed(false);
    try {
      saveDownload(await templateXlsx(kind), templateFileName(kind, 'xlsx'));
    } catch {
      setFailed(true);
    } finally {
      setPreparing(false);
    }
  }

  return (
    <div className="bf-upload-templates">
      <span className="bf-upload-templates-label">Download the {label}:</span>
      <Button
        variant="secondary"
        onClick={() => saveDownload(templateCsv(kind), templateFileName(kind, 'csv'))}
        aria-label={`Download the ${label} as CSV`}
      >
        CSV
      </Button>
      <Button
        variant="secondary"
        loading={preparing}
        onClick={() => void downloadXlsx()}
        aria-label={`Download the ${label} as Excel (.xlsx)`}
      >
        Excel (.xlsx)
      </Button>
      {failed && (
        <p role="alert" className="bf-upload-error">
          The Excel template could not be prepared: download the CSV template, which Excel opens
          too.
        </p>
      )}
    </div>
  );
}
