import { Button, Group as Row, SegmentedControl, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import { useEffect, useMemo, useState } from 'react';
import { ICON_SIZE, ICONS } from 'virtual:sigil-icons';
import { SIGIL_MODES, SIGIL_SIZE, sigilMarkup, type SigilFields, type SigilMode } from './sigil-markup';

/** How long the vector drawing shows before it becomes an image (SPEC section 9). */
const IMAGE_DELAY_MS = 500;

/** Renders SVG markup into a PNG data URL at the sigil's size. */
async function toPng(markup: string): Promise<string> {
  const image = new Image(SIGIL_SIZE, SIGIL_SIZE);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = SIGIL_SIZE;
  canvas.height = SIGIL_SIZE;
  canvas.getContext('2d')!.drawImage(image, 0, 0, SIGIL_SIZE, SIGIL_SIZE);
  return canvas.toDataURL('image/png');
}

/** A file name for the downloaded sigil: the group's name without characters file systems refuse. */
const fileName = (name: string) => `${name.replace(/[\\/:*?"<>|]+/g, '').trim() || 'sigil'} sigil.png`;

/**
 * A group's sigil with its Simple/Colorful selector. It is drawn as SVG, then after half a second
 * becomes a PNG image that can be saved or dragged into notes; changing the color setting redraws
 * it the same way. A Download PNG button saves the image.
 */
export function Sigil({ sigil, name }: { sigil: SigilFields; name: string }) {
  const [mode, setMode] = useState<SigilMode>('Colorful');
  const title = `Sigil of ${name}`;
  const markup = useMemo(
    () => sigilMarkup(sigil, mode, { bodies: ICONS, size: ICON_SIZE }, title),
    [sigil, mode, title],
  );
  const [png, setPng] = useState<{ markup: string; url: string } | undefined>();

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      toPng(markup)
        .then((url) => live && setPng({ markup, url }))
        .catch(() => undefined); // the vector drawing stays on screen
    }, IMAGE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [markup]);

  const image = png?.markup === markup ? png.url : undefined;
  return (
    <Stack gap="xs" align="flex-start" className="sigil">
      <SegmentedControl
        size="xs"
        aria-label="Sigil colors"
        data={[...SIGIL_MODES]}
        value={mode}
        onChange={(value) => setMode(value as SigilMode)}
      />
      <div className="sigil-frame">
        {image ? (
          <img src={image} alt={title} width={SIGIL_SIZE} height={SIGIL_SIZE} data-sigil-mode={mode} />
        ) : (
          <div className="sigil-vector" dangerouslySetInnerHTML={{ __html: markup }} />
        )}
      </div>
      <Row gap="xs">
        {image && (
          <Button component="a" size="xs" variant="default" href={image} download={fileName(name)}>
            Download PNG
          </Button>
        )}
        <Text size="xs" c="dimmed">
          Icons: game-icons.net (CC BY 3.0)
        </Text>
      </Row>
    </Stack>
  );
}

export default Sigil;
