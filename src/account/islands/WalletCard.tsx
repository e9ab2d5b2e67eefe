import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../shared/rules/dates.ts';
import { toast } from '../../site/rules/toast.ts';
import { $wallet, reloadWallet, type Wallet } from '../stores/wallet.ts';
import { useLangTag, useLocalize, withLang } from '../../shared/islands/lang-context.tsx';
import type { WALLET_CARD_TEXT } from '../../shared/islands/text-keys.ts';

export type WalletCardText = Record<(typeof WALLET_CARD_TEXT)[number], string>;

const HIDDEN = { status: 'hidden' } as const;

/** How long the copy button shows its check mark. */
const COPIED_MS = 2000;

function CopyButton({ address, text }: { address: string; text: WalletCardText }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      toast({ title: text['wallet.copiedTitle'], description: text['wallet.copiedText'], step: 'wallet-copy' });
    } catch (error) {
      console.warn('Copying the wallet address failed', error);
      toast({ title: text['auth.error.title'], description: text['wallet.copyFailed'], variant: 'destructive', step: 'wallet-copy' });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      data-state={copied ? 'copied' : 'idle'}
      aria-label={copied ? text['wallet.copied'] : text['wallet.copy']}
      className="btn-outline size-11 shrink-0 p-0"
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        {copied ? (
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h8" />
          </>
        )}
      </svg>
    </button>
  );
}

/** Where a learner learns to hold keys of their own. */
const SELF_CUSTODY_LESSON = '/learn/digital-asset-exposure';

/** Says plainly, before the address, that the club holds its keys, what that means, and not to send funds yet. */
function CustodyNotice({ text }: { text: WalletCardText }) {
  const localize = useLocalize();
  return (
    <div role="note" aria-labelledby="wallet-notice-title" className="mt-4 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4">
      <p id="wallet-notice-title" className="font-semibold text-slate-900">
        {text['wallet.noticeTitle']}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        <li>{text['wallet.keys']}</li>
        <li>{text['wallet.ifClubFails']}</li>
        <li className="font-semibold">{text['wallet.doNotSend']}</li>
      </ul>
      <p className="mt-2 text-slate-800">
        {text['wallet.ownWallet']}{' '}
        <a href={localize(SELF_CUSTODY_LESSON)} className="font-medium text-brand-700 underline">
          {text['wallet.ownWalletLink']}
        </a>
      </p>
    </div>
  );
}

function Details({ wallet, text }: { wallet: Wallet; text: WalletCardText }) {
  const tag = useLangTag();
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-semibold text-slate-700">{text['wallet.created']}</dt>
      <dd className="text-slate-900">
        <time dateTime={wallet.createdAt}>{formatDate(wallet.createdAt, tag)}</time>
      </dd>
      <dt className="font-semibold text-slate-700">{text['wallet.network']}</dt>
      <dd className="text-slate-900">{wallet.network}</dd>
      <dt className="font-semibold text-slate-700">{text['wallet.address']}</dt>
      <dd className="flex items-center gap-2">
        <code data-wallet-address className="min-w-0 rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900">
          {wallet.address}
        </code>
        <CopyButton address={wallet.address} text={text} />
      </dd>
    </dl>
  );
}

/**
 * "Your address held by the club": the address the club derived for the signed-in learner from
 * its own keys, with its network, creation date and a copy button, after a notice that the club
 * holds the keys, what that means if the club fails, and not to send funds yet. Nothing at all
 * for a signed-out visitor, who never downloads it (`../page-scripts/wallet-card-place.ts`) nor supabase-js. Opened
 * at `#wallet` (after confirming an e-mail), it brings itself into view.
 */
function WalletCard({ text }: { text: WalletCardText }) {
  // The server renders nothing, and hydration must start from the same.
  const wallet = useStore($wallet, { ssr: () => HIDDEN });
  const card = useRef<HTMLElement>(null);
  const settled = wallet.status === 'shown' || wallet.status === 'missing';
  useEffect(() => {
    if (settled && window.location.hash === '#wallet') card.current?.scrollIntoView({ block: 'center' });
  }, [settled]);
  if (wallet.status === 'hidden') return null;
  return (
    <section
      ref={card}
      aria-labelledby="wallet-title"
      data-state={wallet.status}
      className="mx-auto my-10 max-w-3xl rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
    >
      <h2 id="wallet-title" className="text-2xl font-bold text-brand-900">
        {text['wallet.title']}
      </h2>
      {wallet.status === 'loading' && (
        <p role="status" className="mt-4 flex items-center gap-3 text-slate-700">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
          {text['wallet.loading']}
        </p>
      )}
      {wallet.status === 'missing' && (
        <div className="mt-4 space-y-3">
          <p className="text-slate-700">{text['wallet.missing']}</p>
          <button type="button" onClick={reloadWallet} className="btn-outline">
            {text['wallet.checkAgain']}
          </button>
        </div>
      )}
      {settled && <CustodyNotice text={text} />}
      {wallet.status === 'shown' && <Details wallet={wallet.wallet} text={text} />}
    </section>
  );
}

export default withLang(WalletCard);
