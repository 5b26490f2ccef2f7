export { TicketCard, TicketList, safeQrSource } from './TicketCard';
export type { TicketCardProps, TicketListProps, TicketState } from './TicketCard';
