import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};
export default preview;
