import type { content } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { articleHref, channelOptions, flattenChannels } from './labels';
import { isViewablePdf } from './mall/pdf';

const node = (scode: string, children: content.ChannelNode[] = []): content.ChannelNode => ({
  id: scode,
  scode,
  pcode: '',
  group: 'news',
  name: scode.toUpperCase(),
  names: {},
  type: 2,
  sort: 0,
  isShow: 1,
  createDate: '',
  updateDate: '',
  children,
});

describe('content labels', () => {
  it('links each group to its mall page', () => {
    const a = { id: '7', scode: 'rules-trade' };
    expect(articleHref({ ...a, group: 'news' })).toBe('/news-detail?id=7');
    expect(articleHref({ ...a, group: 'help' })).toBe('/help/center/1?article=7');
    expect(articleHref({ ...a, group: 'rules' })).toBe('/rules?scode=rules-trade');
    expect(articleHref({ ...a, group: 'scene' })).toBe('/scene-goods?id=7');
    expect(articleHref({ ...a, group: 'theme' })).toBe('/theme/detail?id=7');
  });

  it('turns the channel tree into picker options keyed by scode', () => {
    const tree = [node('news', [node('news-a'), node('news-b')]), node('legal')];
    expect(channelOptions(tree)).toEqual([
      {
        value: 'news',
        title: 'NEWS (news)',
        children: [
          { value: 'news-a', title: 'NEWS-A (news-a)' },
          { value: 'news-b', title: 'NEWS-B (news-b)' },
        ],
      },
      { value: 'legal', title: 'LEGAL (legal)' },
    ]);
    expect(flattenChannels(tree).map((n) => n.scode)).toEqual(['news', 'news-a', 'news-b', 'legal']);
  });

  it('shows only PDFs this site serves', () => {
    expect(isViewablePdf('/server/content/file?key=content/0b0c3f2e-1111-4222-8333-444455556666.pdf')).toBe(
      true,
    );
    expect(isViewablePdf('https://evil.example.com/a.pdf')).toBe(false);
    expect(isViewablePdf('//evil.example.com/a.pdf')).toBe(false);
    expect(isViewablePdf('/server/content/file?key=content/0b0c3f2e-1111-4222-8333-444455556666.png')).toBe(
      false,
    );
    expect(isViewablePdf('javascript:alert(1)')).toBe(false);
  });
});
