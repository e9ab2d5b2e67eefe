import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { offersOfflineDownload } from '../rules/offline-workers.ts';
import { defaultProgress } from '../../progress/rules/progress-rules.ts';
import { $offlineDownload, $offlineState, savesData, setOfflineDownload, type OfflineState } from '../stores/offline.ts';
import { $progress } from '../../progress/stores/progress.ts';
import type { OFFLINE_STATUS_TEXT } from '../../shared/islands/text-keys.ts';

type Text = Record<(typeof OFFLINE_STATUS_TEXT)[number], string>;

const MESSAGE: Record<OfflineState, keyof Text | undefined> = {
  checking: undefined,
  unsupported: 'offline.unsupported',
  off: 'offline.off',
  downloading: 'offline.downloading',
  ready: 'offline.ready',
  failed: 'offline.failed',
};

/**
 * On the learning path, once offered (`offersOfflineDownload`): whether the lessons are kept
 * for offline use ("Available offline"), and the setting that turns the download on or off.
 */
export default function OfflineStatus({ text }: { text: Text }) {
  const state = useStore($offlineState, { ssr: () => 'checking' as const });
  const download = useStore($offlineDownload, { ssr: () => false });
  const progress = useStore($progress, { ssr: defaultProgress });
  const message = MESSAGE[state];
  const offered = offersOfflineDownload({ on: download, completedModules: progress.completedModules.length, savesData: savesData() });
  // Once offered, the setting stays on this page when turned off, so it can be turned on again.
  const [wasOffered, setWasOffered] = useState(false);
  if (offered && !wasOffered) setWasOffered(true);
  if (!offered && !wasOffered) return null;

  return (
    <section aria-label={text['offline.setting']} data-offline-state={state} className="rounded-xl border border-slate-200 bg-white p-5">
      <p role="status" className="min-h-6 font-semibold text-slate-900">
        {message && (
          <>
            {state === 'ready' && (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-2 inline size-5 fill-emerald-700 align-[-4px]">
                <path d="M8 13.6 4.4 10 3 11.4l5 5 9-9L15.6 6z" />
              </svg>
            )}
            {text[message]}
          </>
        )}
      </p>
      {state === 'ready' && <p className="mt-1 text-slate-700">{text['offline.readyHint']}</p>}
      {state !== 'unsupported' && (
        <div className="mt-4">
          <label className="flex items-start gap-3 font-medium text-slate-900">
            <input
              type="checkbox"
              checked={download}
              onChange={(event) => setOfflineDownload(event.target.checked)}
              aria-describedby="offline-setting-hint"
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            {text['offline.setting']}
          </label>
          <p id="offline-setting-hint" className="mt-1 pl-8 text-sm text-slate-700">
            {text['offline.settingHint']}
          </p>
        </div>
      )}
    </section>
  );
}
