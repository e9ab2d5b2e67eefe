import { keepDeviceProgress, type SyncStatus } from '../stores/keep-in-account.ts';
import type { PROGRESS_STATUS_TEXT } from '../../shared/islands/text-keys.ts';

type Text = Record<(typeof PROGRESS_STATUS_TEXT)[number], string>;

const WORDS: Partial<Record<SyncStatus, (typeof PROGRESS_STATUS_TEXT)[number]>> = {
  checking: 'progress.checking',
  saved: 'progress.saved',
  saving: 'progress.saving',
  offline: 'progress.offline',
  refused: 'progress.refused',
  device: 'progress.device',
};

/** A cloud with a tick (in the account) or a phone (on this device only); the words carry the meaning. */
function Icon({ status }: { status: SyncStatus }) {
  const inAccount = status === 'saved' || status === 'saving' || status === 'checking';
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
      {inAccount ? (
        <>
          <path d="M7 18h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 9.5 4.25 4.25 0 0 0 7 18Z" />
          {status === 'saved' && <path d="m9.5 13.5 2 2 3.5-4" />}
        </>
      ) : (
        <>
          <rect x="7" y="3" width="10" height="18" rx="2" />
          <path d="M11 17h2" />
        </>
      )}
    </svg>
  );
}

/** What `ProgressStatus` says inside its live region: the icon and words of `status`, or the question of `ask`. */
export function StatusWords({ status, text }: { status: SyncStatus; text: Text }) {
  const words = WORDS[status];
  if (words)
    return (
      <>
        <Icon status={status} />
        {text[words]}
      </>
    );
  return status === 'ask' ? text['progress.askText'] : null;
}

/** The answers to `ask`: keep the progress made on this device in the account, or discard it. */
export function AskChoice({ text }: { text: Text }) {
  return (
    <p className="mt-2 flex flex-wrap gap-3">
      <button type="button" className="btn-primary" onClick={() => keepDeviceProgress(true)}>
        {text['progress.askKeep']}
      </button>
      <button type="button" className="btn-outline" onClick={() => keepDeviceProgress(false)}>
        {text['progress.askDiscard']}
      </button>
    </p>
  );
}
