import type { ReactNode } from 'react';
import { islandScripts } from 'virtual:page-script';
import { ISLAND_DATA_ID, serializeJsonBlock } from '../../enhance/config';
import type { IslandData } from '../../enhance/config';
import { useStaticDocument } from '../../lib/static-page';

/**
 * Where a purchase page that is not hydrated runs its form in a React root of its own, as the cart
 * and checkout pages do (components/Island.tsx): the server renders the whole form inside
 * `[data-island]` and, in the document only, the address of the form's script (`data-script`),
 * of the files it shares with the other islands (`data-shared`) and the data the page script
 * hands it (app/enhance/page.ts). Unlike the cart's, the element takes only the form's height:
 * the server's form is the one the island renders, so nothing moves when it starts. After a
 * client navigation from a hydrated page the route renders the same form with React Router around
 * it, and the data block is left out.
 */
export function PurchaseIsland({
  name,
  data,
  children,
}: {
  name: 'purchase';
  data: IslandData;
  children: ReactNode;
}) {
  const staticDocument = useStaticDocument();
  const scripts = staticDocument ? islandScripts[name] : undefined;
  return (
    <>
      <div
        data-island={name}
        data-script={scripts?.script}
        data-shared={scripts?.shared.length ? scripts.shared.join(' ') : undefined}
      >
        {children}
      </div>
      {staticDocument ? (
        <script
          type="application/json"
          id={ISLAND_DATA_ID}
          // Escaped JSON (no "<"), read by the page script; never executed.
          dangerouslySetInnerHTML={{ __html: serializeJsonBlock(data) }}
        />
      ) : null}
    </>
  );
}
