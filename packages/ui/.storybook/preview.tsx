import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { messages } from '../src/i18n/catalogues/en.js';
import { activateCatalogue } from '../src/i18n/i18n.js';

// the stories show the spec's English texts (issue 22: one message catalogue)
activateCatalogue('en', messages);

const preview: Preview = {
  parameters: { layout: 'padded', controls: { expanded: true } },
};
export default preview;
