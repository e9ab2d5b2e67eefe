import { useState } from 'react';
import { signUpPathFor } from '../../account/rules/sign-in-paths.ts';
import { takeDeviceProgressNotice } from '../stores/device-notice.ts';

type Text = Record<'progress.deviceNotice' | 'progress.deviceNoticeLink', string>;

/**
 * Tells a signed-out learner, the first time they complete something, that it is kept only on
 * this device, with "Create a free account to keep it" (sign-up, then back to this page).
 * Renders nothing for a signed-in learner or once told.
 */
export default function DeviceProgressNotice({ text }: { text: Text }) {
  const [due] = useState(takeDeviceProgressNotice);
  if (!due) return null;
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <div data-device-notice className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-slate-900">
      <p>{text['progress.deviceNotice']}</p>
      <p className="mt-2">
        <a href={signUpPathFor(here)} className="font-semibold text-brand-700 underline">
          {text['progress.deviceNoticeLink']}
        </a>
      </p>
    </div>
  );
}
