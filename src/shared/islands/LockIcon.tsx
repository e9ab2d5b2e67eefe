import { Lock } from 'lucide';
import Icon from './Icon.tsx';

/** The padlock of a locked module, quiz or exam, as SVG (the emoji shows as an empty box on phones without an emoji font). */
export default function LockIcon({
  label,
  size = 20,
  className = 'inline-block align-[-0.15em]',
}: {
  label?: string;
  size?: number;
  className?: string;
}) {
  return <Icon drawing={Lock} label={label} size={size} className={className} />;
}
