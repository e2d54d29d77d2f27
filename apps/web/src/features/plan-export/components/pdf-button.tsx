import { MSG, type PlanRecord } from '@app/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fetchPlanPdf } from '../api/download-pdf.ts';
import { saveFile } from '../save-file.ts';

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
      saveFile(blob, fileName);
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
