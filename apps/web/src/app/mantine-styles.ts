/**
 * Mantine's styles for the components of the first load (the layout, menu and home page), instead
 * of its whole stylesheet. A component used only on other pages has its stylesheet imported where
 * it is used, after those of the components it is built from, so it arrives with its page;
 * mantine-styles.test.ts checks every import of '@mantine/core' in the app against both.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// What other components are built from.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Text.css'; // before Anchor, which overrides its text-decoration
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
// The components of the first load.
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
