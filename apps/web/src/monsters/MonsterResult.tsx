import type { Monster } from '@lorewright/engine';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { addToInitiative, combatantOf } from './add-to-initiative';
import { MonsterStatBlock } from './MonsterStatBlock';

/** A monster's stat block with a button that sends it to the initiative tracker. */
export default function MonsterResult({ monster }: { monster: Monster }) {
  const navigate = useNavigate();
  return (
    <MonsterStatBlock
      monster={monster}
      actions={
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            addToInitiative([combatantOf(monster)]);
            void navigate('/initiativetracker');
          }}
        >
          Add to initiative
        </Button>
      }
    />
  );
}
