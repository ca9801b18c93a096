/** The browser tab's title: the screen, then the product ("Users – Recruit Admin"); screen readers say it first. */
export const documentTitle = (screen: string, product: string): string =>
  screen && screen !== product ? `${screen} – ${product}` : product;
