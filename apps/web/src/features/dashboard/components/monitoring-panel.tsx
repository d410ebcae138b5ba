import { Link } from 'react-router';
import { LastMaintenanceCheck } from '../../../components/checks/last-check.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons.tsx';
import type { CustomerQuoteResponse } from '../api/get-quote-request.ts';
import { Panel } from './panel.tsx';

/** Customer spec §4: the system is good with no monitoring schedule, or one that is not active. */
export const needsMaintenance = (view: Pick<CustomerQuoteResponse, 'monitoringScheduleCode'>): boolean =>
  view.monitoringScheduleCode?.hasActiveMonitoringSchedule === true;

/**
 * The Monitoring tab. "Maintenance required" leads to /system-checkup (customer spec §4: "a tap goes to
 * /system-checkup"), the after-sale page with the check's code, due date and engineer.
 */
export function MonitoringPanel({ view }: { view: CustomerQuoteResponse }) {
  if (needsMaintenance(view)) {
    return (
      <Panel title="Maintenance required" badge="Check due" tone="warning" testId="panel-monitoring-maintenance">
        <div className="flex items-start gap-3">
          <AlertIcon className="mt-0.5 size-8 shrink-0 text-brand-700" />
          <p className="text-ink-700">
            Your system is due for a maintenance check. Our team will call you to arrange a visit from an engineer.
          </p>
        </div>
        <Link to="/system-checkup" className={buttonClasses('primary', { block: true })}>
          See the maintenance check
        </Link>
        <LastMaintenanceCheck />
      </Panel>
    );
  }
  return (
    <Panel title="System good" badge="Monitoring" tone="success" testId="panel-monitoring-good">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-success-100 text-success-800">
          <CheckIcon className="size-6" />
        </span>
        <p className="text-ink-700">Your system is working as expected. No maintenance is due.</p>
      </div>
      <LastMaintenanceCheck />
    </Panel>
  );
}
