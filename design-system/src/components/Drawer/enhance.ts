/*
 * The drawer's enhancement for markup that React does not run (Drawer under
 * `interactive={false}`, a <dialog> marked `data-enhance="drawer"`): see enhanceDialog.
 */
import { enhanceDialog } from '../private/enhanceDialog';

export default enhanceDialog;
