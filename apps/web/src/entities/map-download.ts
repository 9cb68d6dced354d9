/** The map as a standalone SVG document (its colors are attributes, so it looks the same anywhere). */
export function mapSvgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', '1000');
  copy.setAttribute('height', '1000');
  copy.querySelectorAll('[tabindex]').forEach((el) => el.removeAttribute('tabindex'));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

const fileName = (name: string, ext: string) =>
  `${name.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'settlement'} map.${ext}`;

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the map as it is shown (overview or zoomed) as an SVG file. */
export function downloadMapSvg(svg: SVGSVGElement, settlement: string): void {
  save(new Blob([mapSvgText(svg)], { type: 'image/svg+xml' }), fileName(settlement, 'svg'));
}

/** Downloads the map as a 1000-pixel PNG image. */
export async function downloadMapPng(svg: SVGSVGElement, settlement: string): Promise<void> {
  const url = URL.createObjectURL(new Blob([mapSvgText(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 1000;
    canvas.getContext('2d')!.drawImage(image, 0, 0, 1000, 1000);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (blob) save(blob, fileName(settlement, 'png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
