import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { documentTitle } from '../common/documentTitle';

/**
 * Names the browser tab after the screen: the title every screen gives react-admin's top bar (its `<Title>`,
 * rendered into #react-admin-title), followed by the product. Rendered after the top bar, which holds it.
 */
export function DocumentTitle() {
  const product = useTranslate()('app.title');
  useEffect(() => {
    const heading = document.getElementById('react-admin-title');
    const show = () => {
      document.title = documentTitle(heading?.textContent ?? '', product);
    };
    show();
    if (!heading) return;
    const observer = new MutationObserver(show);
    observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [product]);
  return null;
}
