import { isLinkType, type TextComponent } from '@lorewright/engine';
import { Anchor, Stack } from '@mantine/core';
import { createContext, Fragment, useContext, type ReactNode } from 'react';

/** What a click on a link segment does; the popup viewer provides it. */
export const LinkHandlerContext = createContext<((segment: TextComponent) => void) | null>(null);

/** Renders `[NL]` as line breaks and `[B]...[B]` as bold. */
export function formatMarkers(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  text.split('[NL]').forEach((line, lineIndex) => {
    if (lineIndex > 0) out.push(<br key={`br${lineIndex}`} />);
    line.split('[B]').forEach((chunk, i) => {
      if (!chunk) return;
      out.push(
        i % 2 === 1 ? (
          <strong key={`${lineIndex}-${i}`}>{chunk}</strong>
        ) : (
          <Fragment key={`${lineIndex}-${i}`}>{chunk}</Fragment>
        ),
      );
    });
  });
  return out;
}

function Segment({ segment }: { segment: TextComponent }) {
  const onLink = useContext(LinkHandlerContext);
  const linked = isLinkType(segment.type) && onLink;
  return (
    <>
      {segment.beforeText && formatMarkers(segment.beforeText)}
      {linked ? (
        <Anchor component="button" type="button" className="entity-link" fz="inherit" onClick={() => onLink(segment)}>
          {formatMarkers(segment.text)}
        </Anchor>
      ) : (
        formatMarkers(segment.text)
      )}
      {segment.children && <RichText parts={segment.children} inline />}
      {segment.afterText && formatMarkers(segment.afterText)}
    </>
  );
}

/** Rich text of the API: a list of segments, some of them links. */
export function RichText({ parts, inline = false }: { parts: readonly TextComponent[]; inline?: boolean }) {
  const content = parts.map((segment, i) => <Segment key={i} segment={segment} />);
  return inline ? <>{content}</> : <div className="result-text">{content}</div>;
}

/** The parts of a collection (a holiday's date, customs, food...), a block each; each carries its own label. */
export function RichTextSections({ sections }: { sections: readonly (readonly TextComponent[])[] }) {
  return (
    <Stack gap={6}>
      {sections.map((parts, i) => (
        <RichText key={i} parts={parts} />
      ))}
    </Stack>
  );
}
