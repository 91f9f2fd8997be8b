'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Pickers, type PickerChoices } from './Pickers';
import { useResultsControls } from './ResultsShell';

/**
 * The fill's pickers. A phone shows the selected fill as one line ("20 mg · 30 tablets · tablet —
 * Change") that opens them, so the prices come first; a wider screen shows them open, as before.
 */
export function PickersPanel({ choices, fill }: { choices: PickerChoices; fill: string }) {
  const { navigate } = useResultsControls();
  const [open, setOpen] = useState(false);
  const pickersId = useId();
  const t = useTranslations('Pickers');
  return (
    <div className={open ? 'fill-pickers open' : 'fill-pickers'}>
      <button
        type="button"
        className="fill-line"
        aria-expanded={open}
        aria-controls={pickersId}
        onClick={() => setOpen(!open)}
      >
        <span className="fill-text">{fill}</span>
        <span className="fill-action">{t('change')}</span>
      </button>
      <Pickers key={fill} id={pickersId} data={choices} onChange={navigate} />
    </div>
  );
}
