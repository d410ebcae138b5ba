export interface NotificationSettingTable {
  user_id: number;
  event: string;
  email: boolean;
  sms: boolean;
}
