import { useStore } from '@nanostores/react';
import { $progressSync } from '../stores/keep-in-account.ts';
import { AskChoice, StatusWords } from './StatusWords.tsx';
import type { PROGRESS_STATUS_TEXT } from '../../shared/islands/text-keys.ts';

type Text = Record<(typeof PROGRESS_STATUS_TEXT)[number], string>;

/**
 * Where the learner's progress stands, in words: saved to the account, saving, or kept on this
 * device (offline, or signed out). In a polite live region, here from the first render, so a
 * change is announced. When progress made while signed out meets an account with other
 * progress, it asks what to do.
 */
export default function ProgressStatus({ text }: { text: Text }) {
  const status = useStore($progressSync, { ssr: 'initial' });
  return (
    <div data-progress-status={status} className="text-sm text-slate-700">
      <p aria-live="polite" aria-atomic="true" className="flex min-h-6 items-center gap-2">
        <StatusWords status={status} text={text} />
      </p>
      {status === 'ask' && <AskChoice text={text} />}
    </div>
  );
}
