export { QueueStatus, queueStates } from './QueueStatus';
export type { QueueState, QueueStatusProps } from './QueueStatus';
export { formatCountdown, minutesToAnnounce } from './countdown';
export { queueStatusMessages } from './messages';
export type { QueueStatusMessages } from './messages';
