'use client';

import { useTranslations } from 'next-intl';
import { useDisclosure } from '@/lib/client/use-disclosure';
import { Pickers, type PickerChoices } from './Pickers';
import { useResultsControls } from './ResultsShell';

/**
 * The fill's pickers. A phone shows the selected fill as one line ("20 mg · 30 tablets · tablet
 * Change") that opens them, so the prices come first; a wider screen shows them open, as before.
 */
export function PickersPanel({ choices, fill }: { choices: PickerChoices; fill: string }) {
  const { navigate } = useResultsControls();
  const { open, panelId, toggleProps } = useDisclosure();
  const t = useTranslations('Pickers');
  return (
    <div className={open ? 'fill-pickers open' : 'fill-pickers'}>
      <button className="fill-line" {...toggleProps}>
        <span className="fill-text">{fill}</span>
        <span className="fill-action">
          {t('change')}
          <span className="visually-hidden">{t('changeDetails')}</span>
        </span>
      </button>
      <Pickers key={fill} id={panelId} data={choices} onChange={navigate} />
    </div>
  );
}
