export { CheckinResult } from './CheckinResult';
export type { CheckinResultProps } from './CheckinResult';
export { checkinOutcomes } from './CheckinResult.css';
export type { CheckinOutcome } from './CheckinResult.css';
