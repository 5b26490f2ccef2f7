export { Drawer, DrawerClose, drawerSides } from './Drawer';
export type { DrawerProps, DrawerSide } from './Drawer';
export { drawerMessages } from './messages';
export type { DrawerMessages } from './messages';
