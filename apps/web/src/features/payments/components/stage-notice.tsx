import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import type { PaymentStage } from '../stage.ts';

// A pay-on-delivery request pays its first payment like an offer (pay), so it has no notice of its own.
type NoticeStage = Exclude<PaymentStage, 'pay' | 'pay-on-delivery' | 'repaying'> | 'nothing-due';

const notices: Record<NoticeStage, { title: string; text: string; to: string; action: string }> = {
  none: {
    title: 'You have no quote yet',
    text: 'Ask for a quote. Once our team has priced it, you can pay for your system here.',
    to: '/get-qoute',
    action: 'Get a quote',
  },
  pricing: {
    title: 'Your quote is being priced',
    text: 'You can pay once our team has sent you the price. We will let you know when it is ready.',
    to: '/dashboard',
    action: 'Go to the dashboard',
  },
  expired: {
    title: 'This offer has expired',
    text: 'Prices may have changed. Update your quote on the dashboard to get today’s prices, then pay.',
    to: '/dashboard',
    action: 'Update my quote',
  },
  rejected: {
    title: 'An instalment offer is not available',
    text: 'We will let you know when one is. You can still pay in full: contact our sales team and we will arrange it.',
    to: '/dashboard',
    action: 'Go to the dashboard',
  },
  paid: {
    title: 'Your payment is in',
    text: 'Next comes your installation. If you are paying in instalments, your monthly repayments start the month after you confirm it.',
    to: '/payment-history',
    action: 'See your payments',
  },
  'nothing-due': {
    title: 'You have nothing to pay',
    text: 'Your system is fully paid for. Thank you!',
    to: '/payment-history',
    action: 'See your payments',
  },
};

/** A state in which there is nothing to pay on this page: what it means and where to go. */
export function StageNotice({ stage }: { stage: NoticeStage }) {
  const { title, text, to, action } = notices[stage];
  return (
    <section
      aria-labelledby="stage-title"
      className="flex flex-col items-center gap-3 rounded-2xl bg-ink-50 px-4 py-8 text-center"
    >
      <h2 id="stage-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-base text-ink-700">{text}</p>
      <Link to={to} className={`${buttonClasses('primary')} mt-2`}>
        {action}
      </Link>
    </section>
  );
}
