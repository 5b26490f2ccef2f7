/*
 * The modal's enhancement for markup that React does not run (Modal under
 * `interactive={false}`, a <dialog> marked `data-enhance="modal"`): see enhanceDialog.
 */
import { enhanceDialog } from '../private/enhanceDialog';

export default enhanceDialog;
