import { mergeAttributes, Node } from '@tiptap/react';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    video: {
      /** Inserts a video (`<video controls src>`) at the selection. */
      setVideo: (options: { src: string }) => ReturnType;
    };
  }
}

/**
 * A block video: Tiptap has no built-in one (only YouTube embeds), so this small node keeps `<video src>` and
 * always renders the browser's controls. Only `src` (and a stored `width`) survive: what the sanitisers allow.
 */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      width: { default: null },
    };
  },

  parseHTML() {
    return [
      { tag: 'video[src]' },
      {
        // A video whose address is on a <source> child.
        tag: 'video',
        getAttrs: (node) => {
          const src = (node as HTMLElement).querySelector('source[src]')?.getAttribute('src');
          return src ? { src } : false;
        },
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes({ controls: '' }, HTMLAttributes)];
  },

  addCommands() {
    return {
      setVideo:
        ({ src }) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src } }),
    };
  },
});
