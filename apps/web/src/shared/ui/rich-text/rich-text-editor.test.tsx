import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '../../../test/render';
import { setLocale } from '../../i18n';
import { notify } from '../../notify';
import { RichTextEditor } from './rich-text-editor';
import { Video } from './video-node';

const SRC = '/server/item/file?key=goods-rich/0f8fad5b-d9cb-469f-a165-70867728950e.mp4';

beforeAll(() => {
  // ProseMirror scrolls the selection into view after an insert; jsdom has no layout for ranges.
  if (!('getClientRects' in Range.prototype)) {
    Object.assign(Range.prototype, {
      getClientRects: () => [],
      getBoundingClientRect: () => new DOMRect(),
    });
  }
});

/** Chooses `file` in the file input of the toolbar button `testId`. */
async function choose(container: HTMLElement, testId: string, file: File) {
  const button = container.querySelector(`[data-testid="${testId}"]`);
  const input = button?.closest('.ant-upload')?.querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no file input for ${testId}`);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('Video node', () => {
  it('keeps a video as <video controls src>, also when its address is on a <source>', () => {
    const editor = new Editor({
      extensions: [StarterKit, Video],
      content: `<p>a</p><video src="${SRC}" width="480"></video><video><source src="https://cdn.example.com/b.mp4"></video><video></video>`,
    });
    const html = editor.getHTML();
    expect(html).toContain(`<video controls="" src="${SRC}" width="480"></video>`);
    expect(html).toContain('<video controls="" src="https://cdn.example.com/b.mp4"></video>');
    // A video without an address is not content.
    expect(html.match(/<video/g)).toHaveLength(2);
    editor.destroy();
  });

  it('inserts a video with setVideo', () => {
    const editor = new Editor({ extensions: [StarterKit, Video], content: '<p>a</p>' });
    editor.commands.setVideo({ src: 'https://cdn.example.com/c.mp4' });
    expect(editor.getHTML()).toContain('<video controls="" src="https://cdn.example.com/c.mp4"></video>');
    editor.destroy();
  });
});

describe('RichTextEditor', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await setLocale('zh-CN');
  });

  it('offers only the uploads it is given', async () => {
    const bare = await render(<RichTextEditor testId="bare" />);
    for (const kind of ['image', 'video', 'file']) {
      expect(bare.container.querySelector(`[data-testid="rte-${kind}"]`)).toBeNull();
    }
    expect(bare.container.querySelector('[data-testid="rte-bold"]')).not.toBeNull();
    expect(bare.container.querySelector('[data-testid="bare-content"]')?.className).toContain('ProseMirror');
    await bare.unmount();

    const upload = async () => 'https://cdn.example.com/x';
    const media = await render(<RichTextEditor uploadImage={upload} uploadVideo={upload} />);
    expect(media.container.querySelector('[data-testid="rte-image"]')).not.toBeNull();
    expect(media.container.querySelector('[data-testid="rte-video"]')).not.toBeNull();
    expect(media.container.querySelector('[data-testid="rte-file"]')).toBeNull();
    await media.unmount();
  });

  it('labels the toolbar in the current language', async () => {
    await setLocale('en-US');
    const view = await render(<RichTextEditor />);
    expect(view.container.querySelector('[data-testid="rte-bold"]')?.getAttribute('aria-label')).toBe('Bold');
    await view.unmount();
  });

  it('uploads a video that passes the check and inserts it', async () => {
    const onChange = vi.fn();
    const uploadVideo = vi.fn(async () => SRC);
    const checkUpload = vi.fn(async () => null);
    const view = await render(
      <RichTextEditor
        value="<p>a</p>"
        onChange={onChange}
        uploadVideo={uploadVideo}
        checkUpload={checkUpload}
      />,
    );
    const file = new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' });
    await choose(view.container, 'rte-video', file);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(checkUpload).toHaveBeenCalledWith('video', expect.objectContaining({ name: 'clip.mp4' }));
    expect(uploadVideo).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0]).toContain(`<video controls="" src="${SRC}">`);
    await view.unmount();
  });

  it('does not upload a file its check refuses, and tells why', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const uploadVideo = vi.fn(async () => SRC);
    const view = await render(
      <RichTextEditor uploadVideo={uploadVideo} checkUpload={() => 'Videos must be MP4'} />,
    );
    await choose(view.container, 'rte-video', new File(['x'], 'clip.mov', { type: 'video/quicktime' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Videos must be MP4'));
    expect(uploadVideo).not.toHaveBeenCalled();
    await view.unmount();
  });
});
