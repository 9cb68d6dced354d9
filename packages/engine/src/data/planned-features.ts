/** What is planned, in the order it is expected to arrive. */
export type PlannedFeature = { title: string; description: string };

export const PLANNED_FEATURES: readonly PlannedFeature[] = [
  {
    title: 'Settlements with a drawn map',
    description: 'Towns and cities with districts, shops, leaders and factions, on an interactive map you can zoom into.',
  },
  {
    title: 'Monsters, encounters, loot and items',
    description: 'Stat blocks for every challenge rating, encounters for every environment, and hoards with their worth.',
  },
  {
    title: 'Send results to the table tools',
    description: 'Add generated monsters and encounters to the initiative tracker; send loot straight to the coin splitter.',
  },
  {
    title: 'Lock and reroll',
    description: 'Keep the parts of a result you like and roll the rest again.',
  },
  {
    title: 'Export',
    description:
      'Markdown for every kind of result (NPCs and buildings have it already), and a whole settlement as a folder of linked notes.',
  },
];
