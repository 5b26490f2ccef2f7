export { HoldNotice, holdState, holdStates } from './HoldNotice';
export type { HoldNoticeProps, HoldState } from './HoldNotice';
export { holdNoticeMessages } from './messages';
export type { HoldNoticeMessages } from './messages';
