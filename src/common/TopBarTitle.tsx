import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

/** The slot react-admin's top bar keeps for the page's name (its TitlePortal). */
const SLOT_ID = 'react-admin-title';

/**
 * Puts the screen's name into the top bar, as react-admin's `<Title>` does, without the per-user title
 * preferences that come with it (their code would weigh on every screen).
 */
export function TopBarTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const [slot, setSlot] = useState<HTMLElement | null>(() => document.getElementById(SLOT_ID));
  // A page rendered with the top bar, in the same commit, finds the slot only once both are in the document.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setSlot(document.getElementById(SLOT_ID)), []);
  return slot && createPortal(<span>{translate(title, { _: title })}</span>, slot);
}
