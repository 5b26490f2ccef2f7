/*
 * The file field's enhancement for markup that React does not run (FileField with
 * `chosenPreviewAlt` under `interactive={false}`, `data-enhance="file-field"`): a chosen file of
 * a type the input accepts is previewed under the field, in place of the picture already saved,
 * as the React field does; choosing nothing, or a file of another type, shows the saved picture
 * again (or none).
 */
import { acceptsFile, fileFieldParts } from './parts';

export default function enhanceFileField(root: HTMLElement): (() => void) | void {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  const alt = root.getAttribute(fileFieldParts.chosenAlt);
  if (!input || !alt) return;
  const selector = `img[${fileFieldParts.preview}]`;
  const saved = root.querySelector<HTMLImageElement>(`:scope > ${selector}`);
  const before = saved ? { src: saved.getAttribute('src') ?? '', alt: saved.alt } : null;
  const prototype =
    root.querySelector<HTMLTemplateElement>(':scope > template')?.content.firstElementChild;
  let address: string | null = null;

  const forget = () => {
    if (address) URL.revokeObjectURL(address);
    address = null;
  };
  const show = () => {
    forget();
    const file = input.files?.item(0) ?? null;
    let picture = root.querySelector<HTMLImageElement>(`:scope > ${selector}`);
    if (file && acceptsFile(input.accept, file)) {
      if (!picture && prototype) {
        picture = prototype.cloneNode(true) as HTMLImageElement;
        root.append(picture);
      }
      if (!picture) return;
      address = URL.createObjectURL(file);
      picture.src = address;
      picture.alt = alt;
    } else if (picture) {
      if (before) {
        picture.src = before.src;
        picture.alt = before.alt;
      } else picture.remove();
    }
  };
  input.addEventListener('change', show);
  // A file chosen before the enhancement ran.
  if (input.files?.length) show();
  return () => {
    input.removeEventListener('change', show);
    forget();
    const picture = root.querySelector<HTMLImageElement>(`:scope > ${selector}`);
    if (before && picture) {
      picture.src = before.src;
      picture.alt = before.alt;
    } else picture?.remove();
  };
}
