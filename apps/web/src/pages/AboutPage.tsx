import { Anchor, Blockquote, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Blockquote.css';

/** About Lorewright: what it is and the credits for the material it uses. */
export default function AboutPage() {
  return (
    <Stack maw={860}>
      <Title order={2}>About Lorewright</Title>
      <Text>
        Lorewright is a free toolkit for game masters and players of fantasy tabletop role-playing games: random
        generators whose results link to one another, and tools for running the table.
      </Text>
      <Title order={3} size="h4">
        The bestiary and its figures
      </Title>
      <Text>
        The monster generator, the encounter generator and the creatures they link to are built on the figures of the
        System Reference Document 5.1: creature statistics, the guideline figures by challenge rating, and the encounter
        XP thresholds and multipliers. Every description, appearance and line of lore is written by Lorewright itself.
      </Text>
      <Blockquote data-testid="srd-attribution">
        This work includes material taken from the System Reference Document 5.1 (&quot;SRD 5.1&quot;) by Wizards of the
        Coast LLC and available at{' '}
        <Anchor underline="always" href="https://dnd.wizards.com/resources/systems-reference-document">
          https://dnd.wizards.com/resources/systems-reference-document
        </Anchor>
        . The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License available at{' '}
        <Anchor underline="always" href="https://creativecommons.org/licenses/by/4.0/legalcode">
          https://creativecommons.org/licenses/by/4.0/legalcode
        </Anchor>
        .
      </Blockquote>
    </Stack>
  );
}
