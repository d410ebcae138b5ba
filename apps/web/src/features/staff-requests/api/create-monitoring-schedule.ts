import { api } from '../../../lib/api-client.ts';

export interface CreateMonitoringScheduleInput {
  quoteRequestId: number;
  /** YYYY-MM-DD, not before today. */
  dueDate: string;
  /** Left out: the engineer who installed the system. */
  engineerUserId?: number;
}

/** What this page needs of the created check (docs/after-sale.md "Maintenance checks"). */
export interface CreatedMonitoringSchedule {
  id: number;
  scheduleCode: string;
  dueDate: string;
}

/** POST MonitoringSchedule/CreateMonitoringSchedule (support, admin): a maintenance check for an installed system. */
export async function createMonitoringSchedule(input: CreateMonitoringScheduleInput) {
  const { message, data } = await api.post<{ data: CreatedMonitoringSchedule }>(
    'MonitoringSchedule/CreateMonitoringSchedule',
    input,
  );
  return { message, data };
}
