import { describe, expect, it } from 'vitest';
import { fileExtOf, fileNameOf, fileProblem, maxMb, videoProblem } from './upload-rules';

const MB = 1024 * 1024;

describe('goods upload rules', () => {
  it('takes images up to 5 MB', () => {
    expect(fileProblem('image', { name: 'cover.PNG', size: 5 * MB })).toBeNull();
    expect(fileProblem('image', { name: 'cover.png', size: 5 * MB + 1 })).toBe('size');
    expect(fileProblem('image', { name: 'cover.svg', size: 10 })).toBe('type');
    expect(fileProblem('image', { name: 'noextension', size: 10 })).toBe('type');
    expect(maxMb('image')).toBe(5);
  });
  it('applies the limits the operator set instead of the defaults', () => {
    const limits = { goodsImageMb: 8, goodsDocumentMb: 2, trustedUploadMb: 500 };
    expect(fileProblem('image', { name: 'cover.png', size: 8 * MB }, limits)).toBeNull();
    expect(fileProblem('image', { name: 'cover.png', size: 8 * MB + 1 }, limits)).toBe('size');
    expect(fileProblem('packageDemo', { name: 'rows.csv', size: 2 * MB + 1 }, limits)).toBe('size');
    expect(fileProblem('video', { name: 'intro.mp4', size: 3 * MB + 1 }, limits)).toBe('size');
    expect(maxMb('image', limits)).toBe(8);
    expect(maxMb('outputTemplate', limits)).toBe(2);
  });
  it('takes rich-text videos as MP4 under 3 MB only', () => {
    expect(fileProblem('video', { name: 'intro.mp4', size: 3 * MB })).toBeNull();
    expect(fileProblem('video', { name: 'intro.mp4', size: 3 * MB + 1 })).toBe('size');
    expect(fileProblem('video', { name: 'intro.mov', size: 10 })).toBe('type');
  });
  it('takes rich-text videos of at most 60 seconds', () => {
    expect(videoProblem({ name: 'intro.mp4', size: MB }, 60)).toBeNull();
    expect(videoProblem({ name: 'intro.mp4', size: MB }, 60.5)).toBe('duration');
    // The type and size are told before the length; an unreadable length is left to the server.
    expect(videoProblem({ name: 'intro.webm', size: MB }, 90)).toBe('type');
    expect(videoProblem({ name: 'intro.mp4', size: 3 * MB + 1 }, 90)).toBe('size');
    expect(videoProblem({ name: 'intro.mp4', size: MB }, null)).toBeNull();
  });
  it('takes sample documents up to 20 MB', () => {
    expect(fileProblem('packageDemo', { name: 'rows.csv', size: 20 * MB })).toBeNull();
    expect(fileProblem('packageDemo', { name: 'tool.exe', size: 10 })).toBe('type');
    expect(fileProblem('packageDemo', { name: 'rows.csv', size: 20 * MB + 1 })).toBe('size');
  });
  it('names a stored file by its key', () => {
    expect(fileNameOf('/server/item/file?key=goods-sample/0f8fad5b-d9cb-469f-a165-70867728950e.csv')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e.csv',
    );
    expect(fileNameOf(null)).toBe('');
    expect(fileExtOf('/server/item/file?key=goods-sample/0f8fad5b-d9cb-469f-a165-70867728950e.txt')).toBe(
      'TXT',
    );
    expect(fileExtOf(undefined)).toBe('');
  });
});
