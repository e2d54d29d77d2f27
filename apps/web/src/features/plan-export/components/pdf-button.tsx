import { MSG, type PlanRecord } from '@app/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fetchPlanPdf } from '../api/download-pdf.ts';

/** Saves the blob under its name through a temporary link (the browser's own download). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Download PDF" for anyone who can see the plan (plans-payments-admin §6): disabled while
 * the PDF is made; on failure the spec's alert.
 */
export function PdfButton({ plan }: { plan: PlanRecord }) {
  const [working, setWorking] = useState(false);
  const download = async () => {
    setWorking(true);
    try {
      const { blob, fileName } = await fetchPlanPdf(plan);
      save(blob, fileName);
    } catch (error) {
      console.error('PDF generation failed', error);
      window.alert(MSG.pdfFailed);
    } finally {
      setWorking(false);
    }
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      disabled={working}
      loading={working}
      loadingLabel="Making your PDF…"
    >
      Download PDF
    </Button>
  );
}
