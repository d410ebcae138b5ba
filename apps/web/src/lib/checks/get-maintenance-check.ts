import { api } from '../api-client.ts';

/**
 * A maintenance check ("monitoring schedule") as the API lists it, to staff (GET MonitoringSchedule/
 * GetMonitoringSchedules) and in the detail below (docs/after-sale.md "Maintenance checks").
 */
export interface MaintenanceCheckSummary {
  id: number;
  /** "MC-7K2P9Q": what the customer quotes when they call. */
  scheduleCode: string;
  quoteRequestId: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** 0 Due (open, due today or earlier), 1 Upcoming (open, due later), 2 Closed. */
  status: number;
  statusText: string;
  customer: { firstname: string; lastname: string; phoneNumber: string; address: string; state: string };
  productName: string | null;
  engineer: { id: number; firstname: string } | null;
  imageCount: number;
  /** ISO date-time, or null while open. */
  closedAt: string | null;
}

export interface MaintenanceCheckImage {
  id: number;
  /** A data: URL. */
  url: string;
  dateCreated: string;
}

export interface MaintenanceCheck extends MaintenanceCheckSummary {
  images: MaintenanceCheckImage[];
  /** The closing note; "" while open. */
  note: string;
  closedBy: string | null;
}

/**
 * GET MonitoringSchedule/GetMonitoringSchedule: one check, for its customer (/system-checkup) and for support, admins
 * and the assigned engineer (/monitor-schedule/:id). Each page caches it under its own key.
 */
export async function getMaintenanceCheck(id: number): Promise<MaintenanceCheck> {
  const { data } = await api.get<{ data: MaintenanceCheck }>('MonitoringSchedule/GetMonitoringSchedule', {
    query: { monitoringScheduleId: id },
  });
  return data;
}
